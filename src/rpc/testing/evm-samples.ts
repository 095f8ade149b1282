import { parseJson } from '../json';
import blockText from './evm/block-full.json?raw';
import receiptText from './evm/receipt-token-transfer.json?raw';
import txText from './evm/tx-token-transfer.json?raw';
import type { JsonObject } from '../../lib/json-value';

/** geth-shaped answers about one block with an ERC-20 transfer in it: the block, the transfer, its receipt. */
export const BLOCK = parseJson(blockText) as JsonObject;
export const TX = parseJson(txText) as JsonObject;
export const RECEIPT = parseJson(receiptText) as JsonObject;
