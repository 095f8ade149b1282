import { formatAddress } from '../address';
import { bytesEqual } from '../bytes';
import { encodeUnsignedTx } from '../codec/tx';
import { credentialSigners } from '../codec/signers';
import type { Input, Output, OutputOwners, SignedTx, TransferableInput, UnsignedTx } from '../codec/types';
import { idFromBytes } from '../ids';
import { notChecked, type Check } from './check';

/** A source tx as the node gave it, or why it could not be read (e.g. a genesis allocation). */
export type SourceTx = { tx: SignedTx } | { unreadable: string };

const inputsOf = (tx: UnsignedTx): TransferableInput[] => ('inputs' in tx ? tx.inputs : []);
const ownersOf = (output: Output): OutputOwners => (output.kind === 'LockOut' ? output.output : output);
const indicesOf = (input: Input): bigint[] => (input.kind === 'LockIn' ? input.input.signatureIndices : input.signatureIndices);

/** The source txs whose outputs a tx spends on this chain, by cb58 ID: what `verifySpendSignatures` needs. */
export function spentTxIds(tx: SignedTx): string[] {
  return [...new Set(inputsOf(tx.unsignedTx).map((input) => idFromBytes(input.txId)))];
}

/**
 * Each input's signatures against the owners of the UTXO it spends: the signature at position j
 * recovers (over sha256 of the unsigned bytes) to the owner its signature index j names, and there
 * are as many as the owners' threshold. Imported inputs spend another chain's UTXOs and are not
 * checked here; nor are UTXOs a source tx's bytes do not hold (returned stake, rewards).
 */
export function verifySpendSignatures(tx: SignedTx, sources: ReadonlyMap<string, SourceTx>, hrp: string): Check[] {
  const signers = credentialSigners(encodeUnsignedTx(tx.unsignedTx), tx.credentials);
  const show = (address: Uint8Array | undefined) => address && formatAddress('P', hrp, address);
  return inputsOf(tx.unsignedTx).map((input, index) => {
    const name = { code: 'inputSignatures', input: index } as const;
    const sourceId = idFromBytes(input.txId);
    const output = input.outputIndex;
    const source = sources.get(sourceId);
    if (!source) return notChecked(name, { kind: 'source-not-read', tx: sourceId });
    if ('unreadable' in source) return notChecked(name, { kind: 'source-unreadable', tx: sourceId, message: source.unreadable });
    const sourceOutputs = 'outputs' in source.tx.unsignedTx ? source.tx.unsignedTx.outputs : [];
    const spent = sourceOutputs[Number(output)];
    if (spent === undefined) return notChecked(name, { kind: 'output-not-in-source', output, tx: sourceId });
    const owners = ownersOf(spent.output);
    const indices = indicesOf(input.input);
    const recovered = signers[index] ?? [];
    const named = indices.map((ownerIndex) => owners.addresses[Number(ownerIndex)]);
    const signedBy = recovered.map((signer) => signer?.address);
    const matches = named.length === signedBy.length && named.every((owner, position) => owner !== undefined && signedBy[position] !== undefined && bytesEqual(owner, signedBy[position]));
    const ok = matches && BigInt(indices.length) >= owners.threshold;
    return {
      name,
      status: ok ? 'verified' : 'fails',
      compared: [
        { label: { code: 'ownersNamed', threshold: owners.threshold }, value: { kind: 'addresses', addresses: named.map(show) } },
        { label: 'keysThatSigned', value: { kind: 'addresses', addresses: signedBy.map(show) } },
      ],
      reason: { kind: 'signatures-recover', output, tx: sourceId },
    } satisfies Check;
  });
}
