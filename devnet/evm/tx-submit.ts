import { bytesToHex, toChecksumAddress } from '@ethereumjs/util';
import { MethodError } from '../handler';
import type { EvmChain } from './evm-chain';
import { decodeRawTransaction } from './raw-tx';
import { txAllowListRefusal } from './precompiles/platform-precompiles';

/**
 * eth_sendRawTransaction: the pool's checks in the reference node's order and words; a refused
 * transaction changes nothing. Accepted ones wait in the pool for the next block.
 */
export async function submitRawTransaction(chain: EvmChain, bytes: Uint8Array): Promise<string> {
  const tx = decodeRawTransaction(bytes, chain.common);
  const hash = bytesToHex(tx.hash());
  const senderAddress = tx.getSenderAddress();
  const sender = senderAddress.toString();
  const entry = { tx, hash, sender, senderAddress };
  if (chain.pool.get(hash)) throw new MethodError('already known');
  if (tx.gasLimit > chain.head.gasLimit) throw new MethodError('exceeds block gas limit');
  const feeCap = 'maxFeePerGas' in tx ? tx.maxFeePerGas : tx.gasPrice;
  if ('maxPriorityFeePerGas' in tx && tx.maxPriorityFeePerGas > tx.maxFeePerGas) throw new MethodError('max priority fee per gas higher than max fee per gas');
  const intrinsic = tx.getIntrinsicGas();
  if (tx.gasLimit < intrinsic) throw new MethodError(`intrinsic gas too low: gas ${tx.gasLimit}, minimum needed ${intrinsic}`);
  const state = await chain.stateAt(chain.head);
  const notAllowed = await txAllowListRefusal(state, chain.spec, chain.head.timestamp, senderAddress);
  if (notAllowed !== undefined) throw new MethodError(notAllowed);
  const minimumFee = chain.nextBaseFee();
  if (feeCap < minimumFee) {
    throw new MethodError(`transaction underpriced: address ${toChecksumAddress(sender)} have gas fee cap (${feeCap}) < pool minimum fee cap (${minimumFee})`);
  }
  const account = await state.getAccount(senderAddress);
  const nonce = account?.nonce ?? 0n;
  if (tx.nonce < nonce) throw new MethodError(`nonce too low: next nonce ${nonce}, tx nonce ${tx.nonce}`);
  const balance = account?.balance ?? 0n;
  const cost = tx.gasLimit * feeCap + tx.value;
  if (balance < cost) throw new MethodError(`insufficient funds for gas * price + value: balance ${balance}, tx cost ${cost}, overshot ${cost - balance}`);
  const refusal = chain.pool.refusal(entry);
  if (refusal !== undefined) throw new MethodError(refusal);
  chain.addToPool(entry);
  return hash;
}
