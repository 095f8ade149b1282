import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { blockId } from '../lib/codec/block';
import { decodeSignedTx } from '../lib/codec/tx';
import type { SignedTx } from '../lib/codec/types';
import { decodeWarpMessage } from '../lib/codec/warp-message';
import { fromHexWithChecksum } from '../lib/hex';
import { idFromBytes } from '../lib/ids';
import { isRecord, type JsonObject } from '../lib/json-value';
import { acrossNodesCheck } from '../lib/verify/across-nodes';
import { verifyBlsKey, verifyL1BlsKey, type BlsKeyShown } from '../lib/verify/bls-key';
import { notChecked, type Check } from '../lib/verify/check';
import { messageOf } from '../lib/error-message';
import type { AcrossWhat } from '../lib/verify/check-name';
import type { CheckReason, PreviousIdRead } from '../lib/verify/check-reason';
import { verifyEvmAccount, type AccountShown } from '../lib/verify/evm-account';
import { verifyBlockHash, verifyEvmBlock, verifyReceiptInBloom, verifyTx } from '../lib/verify/evm-block';
import { verifyParentLink, verifyPChainBlock } from '../lib/verify/pchain-block';
import { verifyPChainTx } from '../lib/verify/pchain-tx';
import { spentTxIds, verifySpendSignatures, type SourceTx } from '../lib/verify/spend-signatures';
import { verifyWarp } from '../lib/verify/warp';
import type { MethodName, MethodResult, RpcClient } from '../rpc/client';
import { isAbsentMethodError } from '../rpc/absent-method';
import { NotOfferedError } from '../rpc/errors';
import type { EvmBlock, EvmReceipt, EvmTransaction } from '../rpc/methods/eth';
import { useNetwork } from '../network/network-context';
import { useEndpointStatuses } from '../network/network-endpoints';
import { askableEndpoints, askEachEndpoint, type AgreementNetwork } from './agreement';
import { blockByHeightOptions } from './blocks';
import { useRpcQuery } from './page-queries';
import type { WarpCheckRequest } from './warp-check.worker';
import { derivedQueryOptions, type RpcRequest } from './rpc-query';

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

/** What the checks need besides the subject: the network, the page's cache, and the endpoints to compare (none with one). */
interface VerifyContext {
  network: AgreementNetwork;
  queries: QueryClient;
  /** The endpoints a block's hash or ID is compared across; fewer than two: not compared. */
  urls: readonly string[];
}

/** The same block asked of every endpoint, its hash or ID against the one shown; nothing with a single endpoint. */
async function acrossNodes<M extends MethodName>(context: VerifyContext, what: AcrossWhat, shown: string, request: RpcRequest<M>, summarise: (result: MethodResult<M>) => string, signal: AbortSignal): Promise<Check[]> {
  if (context.urls.length < 2) return [];
  return [acrossNodesCheck(what, shown, await askEachEndpoint(context.network, request, summarise, context.urls, signal))];
}

const blockIdOfHex = (result: { block: unknown }) => blockId(fromHexWithChecksum(String(result.block)));
/** An EVM block's hash; empty for no block. */
const evmBlockHash = (block: { hash: string | null } | null) => block?.hash?.toLowerCase() ?? '';

/** A tx's signed bytes as the node gives them, decoded; or why they could not be read. */
async function readTx(client: RpcClient, txId: string, signal: AbortSignal): Promise<SourceTx> {
  try {
    const answer = await client.call('platform.getTx', { txID: txId, encoding: 'hex' }, { signal });
    return { tx: decodeSignedTx(fromHexWithChecksum(String(answer.tx))) };
  } catch (error) {
    return { unreadable: messageOf(error) };
  }
}

function decodedOrUndefined(hex: string): SignedTx | undefined {
  try {
    return decodeSignedTx(fromHexWithChecksum(hex));
  } catch {
    return undefined;
  }
}

/**
 * The ID of the block below `height`: from the page's cache when that block was read already (no
 * call), else from its bytes (one call).
 */
async function previousBlockId(context: VerifyContext, client: RpcClient, height: bigint, signal: AbortSignal): Promise<{ height: bigint; id: string; how: PreviousIdRead }> {
  const below = height - 1n;
  const cached = context.queries.getQueryData<MethodResult<'platform.getBlockByHeight'>>(blockByHeightOptions(context.network, below).queryKey)?.block;
  if (isRecord(cached) && typeof cached.id === 'string') return { height: below, id: cached.id, how: 'read-before' };
  const answer = await client.call('platform.getBlockByHeight', { height: below, encoding: 'hex' }, { signal });
  return { height: below, id: blockIdOfHex(answer), how: 'sha256-of-bytes' };
}

/** A P-Chain block shown from JSON: its bytes' ID and JSON, its parent link, and its ID on every endpoint. */
const pchainBlockVerificationOptions = (context: VerifyContext, block: { id: string; height: bigint; parentId: string; json: JsonObject }) =>
  derivedQueryOptions(
    context.network,
    'verify.pchainBlock',
    { blockID: block.id, urls: context.urls },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const answer = await node.client.call('platform.getBlock', { blockID: block.id, encoding: 'hex' }, { signal });
      const parent =
        block.height === 0n
          ? notChecked('parentLink', { kind: 'genesis-parent' })
          : await previousBlockId(context, node.client, block.height, signal).then(
              (previous) => verifyParentLink(block.parentId, previous),
              (error: unknown) => notChecked('parentLink', { kind: 'block-unreadable', height: block.height - 1n, message: messageOf(error) }),
            );
      const across = await acrossNodes(context, 'blockId', block.id, { method: 'platform.getBlockByHeight', params: { height: block.height, encoding: 'hex' } }, blockIdOfHex, signal);
      return { checks: [...verifyPChainBlock(block.json, String(answer.block), client.settings.hrp), parent, ...across], nodes: [...node.nodes(), ...context.urls] };
    },
    FINAL_KEPT,
  );

/** A P-Chain tx shown from JSON: its bytes' ID and JSON, its inputs' signatures against the UTXOs they spend, and a Warp message it carries. */
const pchainTxVerificationOptions = ({ network }: VerifyContext, tx: { id: string; json: JsonObject; blockHeight?: bigint | undefined }) =>
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
  if (blockHeight === undefined || blockHeight === 0n) return verifyWarp(message, undefined, { kind: 'warp-block-unknown' });
  let sourceChain: string;
  try {
    sourceChain = idFromBytes(decodeWarpMessage(message).sourceChainId);
  } catch (error) {
    // The check finds the same: the message does not decode.
    return verifyWarp(message, undefined, { kind: 'warp-undecodable', message: messageOf(error) });
  }
  const creator = await readTx(client, sourceChain, signal);
  if ('unreadable' in creator || creator.tx.unsignedTx.kind !== 'CreateChainTx') return verifyWarp(message, undefined, { kind: 'source-chain-unknown', chain: sourceChain });
  const subnetId = idFromBytes(creator.tx.unsignedTx.subnetId);
  const { validatorSets } = await client.call('platform.getAllValidatorsAt', { height: blockHeight - 1n }, { signal });
  return verifyWarpOffThread({ message, set: validatorSets[subnetId], noSet: { kind: 'no-validators', subnet: subnetId, height: blockHeight - 1n } });
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

/** An EVM block at `number`: asked of every endpoint, its hash against the one shown. */
const evmBlockAcrossNodes = (context: VerifyContext, chain: string, block: { hash: string | null; number: bigint | null }, signal: AbortSignal) =>
  block.number === null ? Promise.resolve([]) : acrossNodes(context, 'blockHash', evmBlockHash(block), { method: 'eth_getBlockByNumber', params: [block.number, false], chain }, evmBlockHash, signal);

/** An EVM block shown with its txs: its hash, its txs, (from their receipts) its receipts root and bloom, and its hash on every endpoint. */
const evmBlockVerificationOptions = (context: VerifyContext, chain: string, block: EvmBlock) =>
  derivedQueryOptions(
    context.network,
    'verify.evmBlock',
    { chain, hash: block.hash, urls: context.urls },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const txs = block.transactions.filter((tx): tx is EvmTransaction => typeof tx !== 'string');
      const receipts = await Promise.all(txs.map((tx) => node.client.call('eth_getTransactionReceipt', [tx.hash], { chain, signal })))
        .then((list) => (list.every((receipt): receipt is EvmReceipt => receipt !== null) ? list : undefined))
        .catch(() => undefined);
      const across = await evmBlockAcrossNodes(context, chain, block, signal);
      return { checks: [...(await verifyEvmBlock(block, txs, receipts, nextTask)), ...across], nodes: [...node.nodes(), ...context.urls] };
    },
    FINAL_KEPT,
  );

/** An EVM tx: its hash and sender from its fields, its receipt's logs in its block's bloom, and its block's hash on every endpoint. */
const evmTxVerificationOptions = (context: VerifyContext, chain: string, tx: EvmTransaction, receipt: EvmReceipt | null | undefined, block: EvmBlock | null | undefined) =>
  derivedQueryOptions(
    context.network,
    'verify.evmTx',
    { chain, hash: tx.hash, block: block?.hash ?? null, receipt: receipt ? receipt.transactionHash : null, urls: context.urls },
    async (_client, signal): Promise<VerificationReport> => {
      const bloom = receipt && block ? verifyReceiptInBloom(receipt, block.logsBloom) : notChecked('receiptInBloom', { kind: tx.blockNumber === null ? 'tx-pending' : 'receipt-unread' });
      const across = block ? await evmBlockAcrossNodes(context, chain, block, signal) : [];
      return { checks: [...verifyTx(tx), bloom, ...across], nodes: across.length > 0 ? [...context.urls] : [] };
    },
    FINAL,
  );

/** Why an account's proof could not be read: a node without `eth_getProof`, or one that keeps no proof of that block. */
function proofUnread(error: unknown, block: bigint): CheckReason {
  if (error instanceof NotOfferedError || isAbsentMethodError(error)) return { kind: 'no-get-proof', message: messageOf(error) };
  return { kind: 'no-proof', block, message: messageOf(error) };
}

/**
 * An EVM account shown at a block: its balance, nonce and code proven in the block's state root
 * (`eth_getProof`), the header that holds that root hashing to the block's hash, and that hash on
 * every endpoint. Keyed on the values shown, not the block: while they stay the same on later
 * heads, their proof at the block they were first read at still holds.
 */
const evmAccountVerificationOptions = (context: VerifyContext, chain: string, account: AccountShown) =>
  derivedQueryOptions(
    context.network,
    'verify.evmAccount',
    { chain, address: account.address, balance: account.balance, nonce: account.nonce, code: account.code, urls: context.urls },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const unproven = (reason: CheckReason): VerificationReport => ({ checks: [notChecked('accountProof', reason)], nodes: node.nodes() });
      let proof: MethodResult<'eth_getProof'>;
      try {
        proof = await node.client.call('eth_getProof', [account.address, [], account.block], { chain, signal });
      } catch (error) {
        return unproven(proofUnread(error, account.block));
      }
      const block = await node.client.call('eth_getBlockByNumber', [account.block, false], { chain, signal });
      if (!block) return unproven({ kind: 'no-block', block: account.block });
      const checks = await verifyEvmAccount(account, proof.accountProof, block.stateRoot);
      const across = await evmBlockAcrossNodes(context, chain, block, signal);
      return { checks: [...checks, verifyBlockHash(block), ...across], nodes: [...node.nodes(), ...context.urls] };
    },
    FINAL,
  );

/** A validator's BLS key: its proof of possession, and the key in the staking tx's signed bytes. */
const blsKeyVerificationOptions = (context: VerifyContext, key: BlsKeyShown, stakingTxId: string) =>
  derivedQueryOptions(
    context.network,
    'verify.blsKey',
    { publicKey: key.publicKey, proofOfPossession: key.proofOfPossession, txID: stakingTxId },
    async (client, signal): Promise<VerificationReport> => {
      const node = noting(client);
      const staking = await readTx(node.client, stakingTxId, signal);
      return { checks: verifyBlsKey(key, 'tx' in staking ? { id: stakingTxId, tx: staking.tx } : staking), nodes: node.nodes() };
    },
    FINAL_KEPT,
  );

/** An L1 validator's BLS key against the tx that registered it, when the page is told which (no call otherwise). */
const l1BlsKeyVerificationOptions = (context: VerifyContext, shown: { validationId: string; publicKey: string }, registeringTxId: string | undefined) =>
  derivedQueryOptions(
    context.network,
    'verify.l1BlsKey',
    { ...shown, txID: registeringTxId ?? null },
    async (client, signal): Promise<VerificationReport> => {
      if (registeringTxId === undefined) return { checks: verifyL1BlsKey(shown, undefined), nodes: [] };
      const node = noting(client);
      const registering = await readTx(node.client, registeringTxId, signal);
      return { checks: verifyL1BlsKey(shown, 'tx' in registering ? { id: registeringTxId, tx: registering.tx } : registering), nodes: node.nodes() };
    },
    FINAL_KEPT,
  );

/** What a page shows that can be checked. */
export type VerificationSubject =
  | { kind: 'pchain-block'; block: { id: string; height: bigint; parentId: string; json: JsonObject } }
  | { kind: 'pchain-tx'; tx: { id: string; json: JsonObject; blockHeight?: bigint | undefined } }
  | { kind: 'evm-block'; chain: string; block: EvmBlock }
  | { kind: 'evm-tx'; chain: string; tx: EvmTransaction; receipt: EvmReceipt | null | undefined; block: EvmBlock | null | undefined }
  | { kind: 'evm-account'; chain: string; account: AccountShown }
  | { kind: 'bls-key'; key: BlsKeyShown; stakingTxId: string }
  | { kind: 'l1-bls-key'; validationId: string; publicKey: string; registeringTxId: string | undefined };

function verificationOptions(context: VerifyContext, subject: VerificationSubject) {
  switch (subject.kind) {
    case 'pchain-block':
      return pchainBlockVerificationOptions(context, subject.block);
    case 'pchain-tx':
      return pchainTxVerificationOptions(context, subject.tx);
    case 'evm-block':
      return evmBlockVerificationOptions(context, subject.chain, subject.block);
    case 'evm-tx':
      return evmTxVerificationOptions(context, subject.chain, subject.tx, subject.receipt, subject.block);
    case 'evm-account':
      return evmAccountVerificationOptions(context, subject.chain, subject.account);
    case 'bls-key':
      return blsKeyVerificationOptions(context, subject.key, subject.stakingTxId);
    case 'l1-bls-key':
      return l1BlsKeyVerificationOptions(context, { validationId: subject.validationId, publicKey: subject.publicKey }, subject.registeringTxId);
  }
}

/**
 * Runs the checks of what a page shows. A page calls it once its content is on screen, so the
 * checks (and their calls, listed in the page's raw view) come after it and never hold it up.
 * With several endpoints, a block's hash or ID is also compared across them.
 */
export function useVerification(subject: VerificationSubject, enabled = true) {
  const urls = askableEndpoints(useEndpointStatuses());
  const context: VerifyContext = { network: useNetwork(), queries: useQueryClient(), urls: urls.length > 1 ? urls : [] };
  return useRpcQuery({ ...verificationOptions(context, subject), enabled });
}
