import { describe, expect, it } from 'vitest';
import { fromHex, fromHexWithChecksum, toHex, toHexWithChecksum } from '../../src/lib/hex';
import { shortIdFromBytes } from '../../src/lib/ids';
import { addressOfPrivateKey, signMessage } from '../../src/lib/secp256k1';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { EWOQ_ADDRESS, EWOQ_EVM_ADDRESS, wellKnownKeys } from './accounts';
import type { UnsignedAtomicTx, UnsignedExportTx, UnsignedImportTx } from '../../src/lib/codec/atomic-tx';
import { encodeAtomicTx, encodeUnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { ATOMIC_TX_FEE, WEI_PER_NANO_AVAX } from './atomic';
import { NOT_CONNECTED } from './atomic-mempool';
import { cChainExport, cChainImport } from './transfers';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID, C_CHAIN_ID_BYTES, NANO_AVAX_PER_AVAX, P_CHAIN_ID, P_CHAIN_ID_BYTES } from './constants';
import { makeUtxo } from './encoding';
import { sha256 } from './hash';
import { addAtomicUtxo, atomicSet } from './ledger';
import type { ChainState, Utxo } from './state';
import type { AtomicTestNode } from './test-c-chain';
import { atomicTestNode } from './test-c-chain';

const EWOQ_KEY = fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const OTHER_KEY = fromHex(`0x${'11'.repeat(32)}`);
const RECIPIENT = fromHex(`0x${'ab'.repeat(20)}`);
const TEN_AVAX = 10n * NANO_AVAX_PER_AVAX;

/** A UTXO the P-Chain exported to `owner`, as its accepted ExportTx leaves it in shared memory. */
function sharedUtxo(state: ChainState, label: string, owner = EWOQ_ADDRESS, amount = TEN_AVAX): Utxo {
  const utxo = makeUtxo(sha256(new TextEncoder().encode(label)), 0, AVAX_ASSET_ID_BYTES, { kind: 'TransferOutput', amount, locktime: 0n, threshold: 1n, addresses: [owner] });
  addAtomicUtxo(atomicSet(state, C_CHAIN_ID, P_CHAIN_ID), utxo);
  return utxo;
}

function signed(tx: UnsignedAtomicTx, signers: Uint8Array[]): string {
  const unsignedBytes = encodeUnsignedAtomicTx(tx);
  return toHexWithChecksum(encodeAtomicTx({ unsignedTx: tx, credentials: signers.map((key) => ({ signatures: [signMessage(key, unsignedBytes)] })) }));
}

function importOf(state: ChainState, utxo: Utxo, changes: Partial<UnsignedImportTx> = {}): UnsignedImportTx {
  const amount = utxo.output.kind === 'TransferOutput' ? utxo.output.amount : 0n;
  return {
    kind: 'import',
    networkId: BigInt(state.networkId),
    blockchainId: C_CHAIN_ID_BYTES,
    sourceChain: P_CHAIN_ID_BYTES,
    importedInputs: [{ txId: utxo.txId, outputIndex: BigInt(utxo.outputIndex), assetId: utxo.assetId, input: { kind: 'TransferInput', amount, signatureIndices: [0n] } }],
    outs: [{ address: RECIPIENT, amount: amount - ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES }],
    ...changes,
  };
}

function exportOf(state: ChainState, amount: bigint, nonce: bigint, changes: Partial<UnsignedExportTx> = {}): UnsignedExportTx {
  return {
    kind: 'export',
    networkId: BigInt(state.networkId),
    blockchainId: C_CHAIN_ID_BYTES,
    destinationChain: P_CHAIN_ID_BYTES,
    ins: [{ address: EWOQ_EVM_ADDRESS, amount: amount + ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES, nonce }],
    exportedOutputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] } }],
    ...changes,
  };
}

async function issue(node: AtomicTestNode, tx: string): Promise<string> {
  return ((await node.native.issueTx!({ tx })) as { txID: string }).txID;
}

async function issueError(node: AtomicTestNode, tx: string): Promise<string> {
  try {
    await node.native.issueTx!({ tx });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('issueTx did not fail');
}

function status(node: AtomicTestNode, txID: string): unknown {
  return node.native.getAtomicTxStatus!({ txID });
}

describe('native.issueTx through the atomic mempool', () => {
  it('default: an import is Processing until the C-Chain block, then Accepted at its height', async () => {
    const node = atomicTestNode();
    const utxo = sharedUtxo(node.state, 'import');
    const tx = signed(importOf(node.state, utxo), [EWOQ_KEY]);
    const txID = await issue(node, tx);
    expect(status(node, txID)).toEqual({ status: 'Processing' });
    expect(await issue(node, tx)).toBe(txID);
    expect(node.bridge.pendingCount).toBe(1);
    const height = node.bridge.produceBlock();
    expect(status(node, txID)).toEqual({ status: 'Accepted', blockHeight: height.toString() });
    expect(node.native.getAtomicTx!({ txID })).toEqual({ tx, encoding: 'hex', blockHeight: height.toString() });
    expect(node.bridge.committed(RECIPIENT).balance).toBe((TEN_AVAX - ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);
    expect(atomicSet(node.state, C_CHAIN_ID, P_CHAIN_ID).utxos.has(utxo.id)).toBe(false);
  });

  it('default: an export debits the EVM account and, once accepted, its UTXO is the P-Chain\'s to import', async () => {
    const node = atomicTestNode();
    node.bridge.fund(EWOQ_EVM_ADDRESS, 100n * NANO_AVAX_PER_AVAX * WEI_PER_NANO_AVAX);
    const txID = await issue(node, signed(exportOf(node.state, TEN_AVAX, 0n), [EWOQ_KEY]));
    const fromC = () => (node.platform.getUTXOs!({ addresses: ['P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], sourceChain: 'C' }) as { utxos: string[] }).utxos.map((hex) => decodeUtxo(fromHexWithChecksum(hex)));
    expect(fromC().filter((utxo) => toHex(utxo.txId) === toHex(atomicTxIdBytes(node, txID)))).toEqual([]);
    const height = node.bridge.produceBlock();
    expect(status(node, txID)).toEqual({ status: 'Accepted', blockHeight: height.toString() });
    const exported = fromC().filter((utxo) => toHex(utxo.txId) === toHex(atomicTxIdBytes(node, txID)));
    expect(exported.map((utxo) => (utxo.output.kind === 'TransferOutput' ? utxo.output.amount : 0n))).toEqual([TEN_AVAX]);
    expect(node.bridge.committed(EWOQ_EVM_ADDRESS)).toEqual({ balance: (90n * NANO_AVAX_PER_AVAX - ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX, nonce: 1n });
  });

  it('error: undecodable bytes are the node\'s decoding and parsing errors', async () => {
    const node = atomicTestNode();
    const good = signed(importOf(node.state, sharedUtxo(node.state, 'decode')), [EWOQ_KEY]);
    expect(await issueError(node, 'abc')).toBe('problem decoding transaction: missing 0x prefix to hex encoding');
    const flipped = `${good.slice(0, -2)}${good.endsWith('00') ? '01' : '00'}`;
    expect(await issueError(node, flipped)).toBe('problem decoding transaction: invalid input checksum');
    expect(await issueError(node, toHexWithChecksum(Uint8Array.of(0, 0, 0, 0, 0, 9)))).toBe("problem parsing transaction: couldn't unmarshal interface: unknown type ID 9");
    const raw = fromHexWithChecksum(good);
    const trailing = new Uint8Array([...raw, 0]);
    expect(await issueError(node, toHexWithChecksum(trailing))).toBe(`problem parsing transaction: trailing buffer space: read ${raw.length} provided ${trailing.length}`);
    expect(node.bridge.pendingCount).toBe(0);
  });

  it('error: an import with a wrong network ID, an unknown input or too small a fee changes nothing', async () => {
    const node = atomicTestNode();
    const utxo = sharedUtxo(node.state, 'bad imports');
    const wrongNetwork = signed(importOf(node.state, utxo, { networkId: 1n }), [EWOQ_KEY]);
    expect(await issueError(node, wrongNetwork)).toBe('tx was issued with a different network ID');
    const unknown = { ...utxo, txId: sha256(new TextEncoder().encode('never exported')) };
    expect(await issueError(node, signed(importOf(node.state, unknown), [EWOQ_KEY]))).toBe(`failed to fetch import UTXOs from ${P_CHAIN_ID} due to: not found`);
    const noFee = importOf(node.state, utxo, { outs: [{ address: RECIPIENT, amount: TEN_AVAX - ATOMIC_TX_FEE + 1n, assetId: AVAX_ASSET_ID_BYTES }] });
    expect(await issueError(node, signed(noFee, [EWOQ_KEY]))).toBe('import tx flow check failed due to: insufficient funds');
    expect(node.bridge.pendingCount).toBe(0);
    expect(atomicSet(node.state, C_CHAIN_ID, P_CHAIN_ID).utxos.has(utxo.id)).toBe(true);
  });

  it('error: a signature by a key that does not own the UTXO is refused', async () => {
    const node = atomicTestNode();
    const tx = signed(importOf(node.state, sharedUtxo(node.state, 'bad signature')), [OTHER_KEY]);
    expect(await issueError(node, tx)).toBe(
      `import tx transfer failed verification: wrong signature: expected signature from ${shortIdFromBytes(EWOQ_ADDRESS)} but got from ${shortIdFromBytes(addressOfPrivateKey(OTHER_KEY))}`,
    );
    expect(node.bridge.pendingCount).toBe(0);
  });

  it('error: an input spent by a pending tx conflicts, and once accepted it is gone', async () => {
    const node = atomicTestNode();
    const utxo = sharedUtxo(node.state, 'double spend');
    const first = await issue(node, signed(importOf(node.state, utxo), [EWOQ_KEY]));
    const second = signed(importOf(node.state, utxo, { outs: [{ address: RECIPIENT, amount: 1n, assetId: AVAX_ASSET_ID_BYTES }] }), [EWOQ_KEY]);
    expect(await issueError(node, second)).toMatch(new RegExp(`^conflicting atomic inputs: issued tx \\(\\w+\\) spends UTXO ${utxo.id} of pending tx \\(${first}\\)$`));
    node.bridge.produceBlock();
    expect(await issueError(node, second)).toBe(`failed to fetch import UTXOs from ${P_CHAIN_ID} due to: not found`);
  });

  it('error: an export with a stale nonce, too little balance or another key\'s signature is refused', async () => {
    const node = atomicTestNode();
    node.bridge.fund(EWOQ_EVM_ADDRESS, TEN_AVAX * WEI_PER_NANO_AVAX);
    expect(await issueError(node, signed(exportOf(node.state, NANO_AVAX_PER_AVAX, 1n), [EWOQ_KEY]))).toBe('invalid nonce');
    expect(await issueError(node, signed(exportOf(node.state, TEN_AVAX, 0n), [EWOQ_KEY]))).toBe('insufficient funds');
    expect(await issueError(node, signed(exportOf(node.state, NANO_AVAX_PER_AVAX, 0n), [OTHER_KEY]))).toBe("signature doesn't match public key");
    const noFee = exportOf(node.state, NANO_AVAX_PER_AVAX, 0n);
    noFee.ins[0]!.amount = NANO_AVAX_PER_AVAX;
    expect(await issueError(node, signed(noFee, [EWOQ_KEY]))).toBe('export tx flow check failed due to: insufficient funds');
    expect(node.bridge.pendingCount).toBe(0);
  });

  it('behavior: an export whose nonce an EVM tx took first is Dropped at block time and changes nothing', async () => {
    const node = atomicTestNode();
    node.bridge.fund(EWOQ_EVM_ADDRESS, TEN_AVAX * WEI_PER_NANO_AVAX);
    const tx = signed(exportOf(node.state, NANO_AVAX_PER_AVAX, 0n), [EWOQ_KEY]);
    const txID = await issue(node, tx);
    node.bridge.sendEvmTx(EWOQ_EVM_ADDRESS, 1n);
    node.bridge.produceBlock();
    expect(status(node, txID)).toEqual({ status: 'Dropped' });
    expect(node.native.getAtomicTx!({ txID })).toEqual({ tx, encoding: 'hex' });
    const idBytes = toHex(atomicTxIdBytes(node, txID));
    expect([...atomicSet(node.state, P_CHAIN_ID, C_CHAIN_ID).utxos.values()].filter((utxo) => toHex(utxo.txId) === idBytes)).toEqual([]);
    expect(node.bridge.committed(EWOQ_EVM_ADDRESS)).toEqual({ balance: TEN_AVAX * WEI_PER_NANO_AVAX - 1n, nonce: 1n });
    expect(await issueError(node, tx)).toBe('invalid nonce');
  });

  it('behavior: the devnet\'s background imports and exports wait in the mempool for the C-Chain block too', async () => {
    const node = atomicTestNode();
    const memory = atomicSet(node.state, C_CHAIN_ID, P_CHAIN_ID);
    const keys = wellKnownKeys('background');
    const owner = keys.generate();
    const utxo = sharedUtxo(node.state, 'background', owner);
    expect(cChainImport(node.state, keys, owner, RECIPIENT)).toBe(true);
    expect(cChainImport(node.state, keys, owner, RECIPIENT)).toBe(false);
    expect(memory.utxos.has(utxo.id)).toBe(true);
    node.bridge.fund(EWOQ_EVM_ADDRESS, TEN_AVAX * WEI_PER_NANO_AVAX);
    node.state.evmNonces.set(toHex(EWOQ_EVM_ADDRESS), 0n);
    cChainExport(node.state, keys, EWOQ_EVM_ADDRESS, owner, NANO_AVAX_PER_AVAX);
    const pending = [...node.state.atomicTxs.values()].filter((record) => record.status === 'Processing');
    expect(pending.map((record) => record.tx.kind).sort()).toEqual(['export', 'import']);
    const height = node.bridge.produceBlock();
    expect(pending.map((record) => [record.status, record.blockHeight])).toEqual([
      ['Accepted', height],
      ['Accepted', height],
    ]);
    expect(memory.utxos.has(utxo.id)).toBe(false);
    expect(node.bridge.committed(RECIPIENT).balance).toBe((TEN_AVAX - ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);
    const toOwner = atomicSet(node.state, P_CHAIN_ID, C_CHAIN_ID).byAddress.get(toHex(owner));
    expect(toOwner?.size).toBe(1);
  });

  it('error: without a connected C-Chain a valid tx is refused, not pretended', async () => {
    const node = atomicTestNode({ connected: false });
    const tx = signed(importOf(node.state, sharedUtxo(node.state, 'unconnected')), [EWOQ_KEY]);
    expect(await issueError(node, tx)).toBe(NOT_CONNECTED);
  });
});

/** The 32 ID bytes of an atomic tx known to the node. */
function atomicTxIdBytes(node: AtomicTestNode, txID: string): Uint8Array {
  return node.state.atomicTxs.get(txID)!.idBytes;
}
