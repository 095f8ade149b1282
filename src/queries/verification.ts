import { decodeSignedTx } from '../lib/codec/tx';
import type { SignedTx } from '../lib/codec/types';
import { decodeWarpMessage } from '../lib/codec/warp-message';
import { fromHexWithChecksum } from '../lib/hex';
import { idFromBytes } from '../lib/ids';
import type { JsonObject } from '../lib/json-value';
import { notChecked, type Check } from '../lib/verify/check';
import { verifyEvmBlock, verifyReceiptInBloom, verifyTx } from '../lib/verify/evm-block';
import { verifyPChainBlock } from '../lib/verify/pchain-block';
import { verifyPChainTx } from '../lib/verify/pchain-tx';
import { spentTxIds, verifySpendSignatures, type SourceTx } from '../lib/verify/spend-signatures';
import { VERIFY_TEXT } from '../lib/verify/verify-text';
import { verifyWarp } from '../lib/verify/warp';
import type { RpcClient } from '../rpc/client';
import type { EvmBlock, EvmReceipt, EvmTransaction } from '../rpc/methods/eth';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import type { WarpCheckRequest } from './warp-check.worker';
import { derivedQueryOptions, type QueryNetwork } from './rpc-query';

/** A page's checks and the nodes whose answers they read. */
export interface VerificationReport {
  checks: Check[];
  /** The endpoints (origins) that answered the checks' own calls. */
  nodes: string[];
}

/** At most this many source txs are read for one tx's signatures; a tx spending more has the rest not checked. */
const MAX_SOURCE_TXS = 16;

/** The node of an endpoint URL: the URL before its API path (none when the app is served by the node itself). */
const nodeOf = (url: string): string => url.replace(/\/ext\/.*$/, '') || (typeof location === 'undefined' ? url : location.origin);

/** The client, noting the node of every endpoint it calls. */
function noting(client: RpcClient): { client: RpcClient; nodes: () => string[] } {
  const origins = new Set<string>();
  return {
    client: { settings: client.settings, call: (method, params, options) => client.call(method, params, { ...options, onSent: (call) => origins.add(nodeOf(call.url)) }) },
    nodes: () => [...origins],
  };
}

/** Lets the page's other work run between parts of a long check. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Checks of final answers: never asked again, and not retried (a failure is shown as not checked). */
const FINAL = { staleTime: Infinity, retry: false } as const;
/** Checks whose calls read final answers (bytes named by their hash, a set at a past height): kept across visits with them. */
const FINAL_KEPT = { ...FINAL, keep: true } as const;

/** A tx's signed bytes as the node gives them, decoded; or why they could not be read. */
async function readTx(client: RpcClient, txId: string, signal: AbortSignal): Promise<SourceTx> {
  try {
    const answer = await client.call('platform.getTx', { txID: txId, encoding: 'hex' }, { signal });
    return { tx: decodeSignedTx(fromHexWithChecksum(String(answer.tx))) };
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

function decodedOrUndefined(hex: string): SignedTx | undefined {
  try {
    return decodeSignedTx(fromHexWithChecksum(hex));
  } catch {
    return undefined;
  }
}

/** A P-Chain block shown from JSON: its bytes' ID and JSON. */
const pchainBlockVerificationOptions = (network: QueryNetwork, block: { id: string; json: JsonObject }) =>
  derivedQueryOptions(
    network,
    'verify.pchainBlock',
    { blockID: block.id },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const answer = await node.client.call('platform.getBlock', { blockID: block.id, encoding: 'hex' }, { signal });
      return { checks: verifyPChainBlock(block.json, String(answer.block), client.settings.hrp), nodes: node.nodes() };
    },
    FINAL_KEPT,
  );

/** A P-Chain tx shown from JSON: its bytes' ID and JSON, its inputs' signatures against the UTXOs they spend, and a Warp message it carries. */
const pchainTxVerificationOptions = (network: QueryNetwork, tx: { id: string; json: JsonObject; blockHeight?: bigint | undefined }) =>
  derivedQueryOptions(
    network,
    'verify.pchainTx',
    { txID: tx.id, blockHeight: tx.blockHeight ?? null },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const answer = await node.client.call('platform.getTx', { txID: tx.id, encoding: 'hex' }, { signal });
      const hex = String(answer.tx);
      const checks = verifyPChainTx(tx.json, hex, client.settings.hrp);
      const signed = decodedOrUndefined(hex);
      // Bytes that do not decode already fail the checks above; nothing more can be read from them.
      if (!signed) return { checks, nodes: node.nodes() };
      const ids = spentTxIds(signed).slice(0, MAX_SOURCE_TXS);
      const sources = new Map(await Promise.all(ids.map(async (id) => [id, await readTx(node.client, id, signal)] as const)));
      const warp = 'message' in signed.unsignedTx ? await warpChecks(node.client, signed.unsignedTx.message, tx.blockHeight, signal) : [];
      return { checks: [...checks, ...verifySpendSignatures(signed, sources, client.settings.hrp), ...warp], nodes: node.nodes() };
    },
    FINAL_KEPT,
  );

/**
 * A Warp message's signature against its source subnet's set at the height before the tx's block:
 * the source chain's subnet is read from the chain's own creating tx (a chain's ID is that tx's).
 */
async function warpChecks(client: RpcClient, message: Uint8Array, blockHeight: bigint | undefined, signal: AbortSignal): Promise<Check[]> {
  if (blockHeight === undefined || blockHeight === 0n) return verifyWarp(message, undefined, 'the block that holds the transaction is not known');
  let sourceChain: string;
  try {
    sourceChain = idFromBytes(decodeWarpMessage(message).sourceChainId);
  } catch {
    // The check says why the message does not decode.
    return verifyWarp(message, undefined, 'the message does not decode');
  }
  const creator = await readTx(client, sourceChain, signal);
  if ('unreadable' in creator || creator.tx.unsignedTx.kind !== 'CreateChainTx') return verifyWarp(message, undefined, `the source chain ${sourceChain} was not created on this chain`);
  const subnetId = idFromBytes(creator.tx.unsignedTx.subnetId);
  const { validatorSets } = await client.call('platform.getAllValidatorsAt', { height: blockHeight - 1n }, { signal });
  return verifyWarpOffThread({ message, set: validatorSets[subnetId], noSet: `the subnet ${subnetId} had no validators at height ${blockHeight - 1n}` });
}

/** The Warp check in a Worker of its own where there are Workers; on this thread where there are none or it fails. */
function verifyWarpOffThread(request: WarpCheckRequest): Promise<Check[]> {
  const here = () => verifyWarp(request.message, request.set, request.noSet);
  if (typeof Worker === 'undefined') return Promise.resolve(here());
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./warp-check.worker.ts', import.meta.url), { type: 'module', name: 'warp-check' });
    const done = (checks: Check[]) => {
      worker.terminate();
      resolve(checks);
    };
    worker.onmessage = (event: MessageEvent<Check[]>) => done(event.data);
    worker.onerror = () => done(here());
    worker.postMessage(request);
  });
}

/** An EVM block shown with its txs: its hash, its txs, and (from their receipts) its receipts root and bloom. */
const evmBlockVerificationOptions = (network: QueryNetwork, chain: string, block: EvmBlock) =>
  derivedQueryOptions(
    network,
    'verify.evmBlock',
    { chain, hash: block.hash },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const txs = block.transactions.filter((tx): tx is EvmTransaction => typeof tx !== 'string');
      const receipts = await Promise.all(txs.map((tx) => node.client.call('eth_getTransactionReceipt', [tx.hash], { chain, signal })))
        .then((list) => (list.every((receipt): receipt is EvmReceipt => receipt !== null) ? list : undefined))
        .catch(() => undefined);
      return { checks: await verifyEvmBlock(block, txs, receipts, nextTask), nodes: node.nodes() };
    },
    FINAL_KEPT,
  );

/** An EVM tx: its hash and sender from its fields, and its receipt's logs in its block's bloom. */
const evmTxVerificationOptions = (network: QueryNetwork, chain: string, tx: EvmTransaction, receipt: EvmReceipt | null | undefined, block: EvmBlock | null | undefined) =>
  derivedQueryOptions(
    network,
    'verify.evmTx',
    { chain, hash: tx.hash, block: block?.hash ?? null, receipt: receipt ? receipt.transactionHash : null },
    (): Promise<VerificationReport> => {
      const bloom = receipt && block ? verifyReceiptInBloom(receipt, block.logsBloom) : notChecked(VERIFY_TEXT.receiptInBloom, tx.blockNumber === null ? 'the transaction is not in a block yet' : 'its receipt or block was not read');
      return Promise.resolve({ checks: [...verifyTx(tx), bloom], nodes: [] });
    },
    FINAL,
  );

/** What a page shows that can be checked. */
export type VerificationSubject =
  | { kind: 'pchain-block'; block: { id: string; json: JsonObject } }
  | { kind: 'pchain-tx'; tx: { id: string; json: JsonObject; blockHeight?: bigint | undefined } }
  | { kind: 'evm-block'; chain: string; block: EvmBlock }
  | { kind: 'evm-tx'; chain: string; tx: EvmTransaction; receipt: EvmReceipt | null | undefined; block: EvmBlock | null | undefined };

function verificationOptions(network: QueryNetwork, subject: VerificationSubject) {
  switch (subject.kind) {
    case 'pchain-block':
      return pchainBlockVerificationOptions(network, subject.block);
    case 'pchain-tx':
      return pchainTxVerificationOptions(network, subject.tx);
    case 'evm-block':
      return evmBlockVerificationOptions(network, subject.chain, subject.block);
    case 'evm-tx':
      return evmTxVerificationOptions(network, subject.chain, subject.tx, subject.receipt, subject.block);
  }
}

/**
 * Runs the checks of what a page shows. A page calls it once its content is on screen, so the
 * checks (and their calls, listed in the page's raw view) come after it and never hold it up.
 */
export function useVerification(subject: VerificationSubject, enabled = true) {
  return useRpcQuery({ ...verificationOptions(useNetwork(), subject), enabled });
}
