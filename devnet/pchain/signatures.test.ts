import { secp256k1 as avaxSecp, utils } from '@avalabs/avalanchejs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/checksum';
import { encodeUnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { encodeBlock } from '../../src/lib/codec/block';
import { encodeSignedTx, encodeUnsignedTx, signedTxId } from '../../src/lib/codec/tx';
import type { Credential, OutputOwners, PChainOwner, SignedTx } from '../../src/lib/codec/types';
import { fromHex, toHex } from '../../src/lib/hex';
import { parseId } from '../../src/lib/ids';
import { utxoIdBytes } from './encoding';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { cb58 } from './hash';
import { produceBlockAt } from './producer';
import { PROFILES } from './profiles';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { decodeRegisterL1Validator, decodeWarpMessage } from '../../src/lib/codec/warp-message';

type Owner = Pick<OutputOwners, 'threshold' | 'addresses'>;
const BLOCKS = 40;
const ATOMIC_CREDENTIAL_SIZE = 4 + 4 + 65;

let network: Network;

beforeAll(() => {
  network = buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades: BEFORE_HELICON });
  for (let i = 1; i <= BLOCKS; i++) produceBlockAt(network, network.state.time + 2n);
});

/** The signer of `signature` over `hash`, recovered by avalanchejs (independent of the devnet's code). */
function signerOf(hash: Uint8Array, signature: Uint8Array): string {
  return toHex(avaxSecp.publicKeyBytesToAddress(avaxSecp.recoverPublicKey(hash, signature)));
}

function indexBytes(i: number): Uint8Array {
  const index = new Uint8Array(4);
  new DataView(index.buffer).setUint32(0, i);
  return index;
}

/** Replays every block's txs in order, tracking who owns what, and checks each credential against it. */
function checkAllBlocks(): { checked: number; exact: number } {
  const outputOwners = new Map<string, Owner>();
  const subnetOwners = new Map<string, Owner>();
  const deactivationOwners = new Map<string, PChainOwner>();
  let checked = 0;
  let exact = 0;
  const expectSigned = (hash: Uint8Array, credential: Credential, indices: readonly bigint[], owner: Owner | undefined): void => {
    expect(credential.signatures.length).toBe(indices.length);
    indices.forEach((index, i) => {
      const signer = signerOf(hash, credential.signatures[i]!);
      checked += 1;
      if (owner) {
        exact += 1;
        expect(signer).toBe(toHex(owner.addresses[Number(index)]!));
      } else {
        expect(network.keys.has(fromHex(signer))).toBe(true);
      }
    });
  };
  const record = (txId: Uint8Array, firstIndex: number, owners: Owner[]): void => {
    owners.forEach((owner, i) => outputOwners.set(cb58(utxoIdBytes(txId, firstIndex + i)), owner));
  };
  for (const { block } of network.state.blocks) {
    const txs: SignedTx[] = 'txs' in block ? [...block.txs] : [];
    if ('tx' in block) txs.push(block.tx);
    for (const tx of txs) {
      const unsigned = tx.unsignedTx;
      if (!('inputs' in unsigned)) continue;
      const id = signedTxId(tx);
      const txId = parseId(id);
      const hash = sha256(encodeUnsignedTx(unsigned));
      const spent = unsigned.kind === 'ImportTx' ? [...unsigned.inputs, ...unsigned.importedInputs] : unsigned.inputs;
      spent.forEach((input, i) => {
        const spend = input.input.kind === 'LockIn' ? input.input.input : input.input;
        expectSigned(hash, tx.credentials[i]!, spend.signatureIndices, outputOwners.get(cb58(utxoIdBytes(input.txId, Number(input.outputIndex)))));
      });
      const last = tx.credentials[tx.credentials.length - 1]!;
      if ('subnetAuthorization' in unsigned) {
        const subnetId = cb58(unsigned.kind === 'AddSubnetValidatorTx' ? unsigned.validator.subnetId : unsigned.subnetId);
        expect(tx.credentials.length).toBe(spent.length + 1);
        expectSigned(hash, last, unsigned.subnetAuthorization.signatureIndices, subnetOwners.get(subnetId));
      } else if (unsigned.kind === 'DisableL1ValidatorTx') {
        expectSigned(hash, last, unsigned.disableAuthorization.signatureIndices, deactivationOwners.get(cb58(unsigned.validationId)));
      } else {
        expect(tx.credentials.length).toBe(spent.length);
      }
      record(txId, 0, unsigned.outputs.map((out) => (out.output.kind === 'LockOut' ? out.output.output : out.output)));
      if (unsigned.kind === 'CreateSubnetTx') subnetOwners.set(id, unsigned.owner);
      if (unsigned.kind === 'TransferSubnetOwnershipTx') subnetOwners.set(cb58(unsigned.subnetId), unsigned.newOwner);
      if (unsigned.kind === 'AddPermissionlessValidatorTx' || unsigned.kind === 'AddPermissionlessDelegatorTx') {
        const stakeOwners = unsigned.stake.map((out) => (out.output.kind === 'LockOut' ? out.output.output : out.output));
        const rewardOwner = unsigned.kind === 'AddPermissionlessValidatorTx' ? unsigned.validationRewardsOwner : unsigned.rewardsOwner;
        record(txId, unsigned.outputs.length, [...stakeOwners, rewardOwner, rewardOwner]);
      }
      if (unsigned.kind === 'ConvertSubnetToL1Tx') {
        unsigned.validators.forEach((validator, i) => {
          deactivationOwners.set(cb58(sha256(new Uint8Array([...unsigned.subnetId, ...indexBytes(i)]))), validator.deactivationOwner);
        });
      }
      if (unsigned.kind === 'RegisterL1ValidatorTx') {
        const { payload } = decodeWarpMessage(unsigned.message);
        deactivationOwners.set(cb58(sha256(payload)), decodeRegisterL1Validator(payload).disableOwner);
      }
    }
  }
  return { checked, exact };
}

describe('signatures of the generated chain', () => {
  it('default: every credential of every tx in the blocks recovers to the owner at its signature index', () => {
    const { checked, exact } = checkAllBlocks();
    // Genesis UTXOs appear in no tx, so their spenders are only checked to be keys the devnet holds.
    expect(checked).toBeGreaterThan(100);
    expect(exact).toBeGreaterThan(50);
  });

  it('default: avalanchejs parses every tx in the blocks (BLS keys and proofs are valid curve points)', () => {
    for (const record of network.state.txs.values()) expect(() => utils.unpackWithManager('PVM', record.bytes), record.tx.unsignedTx.kind).not.toThrow();
  });

  it('default: a stored tx or block parses to the tree its bytes encode, with the ID its bytes hash to', () => {
    for (const record of network.state.txs.values()) {
      expect(encodeSignedTx(record.tx)).toEqual(record.bytes);
      expect(signedTxId(record.tx)).toBe(record.id);
    }
    for (const record of network.state.blocks) {
      expect(encodeBlock(record.block)).toEqual(record.bytes);
      expect(cb58(sha256(record.bytes))).toBe(record.id);
    }
  });

  it('default: C-Chain atomic txs are signed by the owners of what they spend (exports by the EVM address key)', () => {
    const records = [...network.state.atomicTxs.values()];
    expect(records.some((record) => record.tx.kind === 'export')).toBe(true);
    for (const record of records) {
      const hash = sha256(encodeUnsignedAtomicTx(record.tx));
      const count = record.tx.kind === 'import' ? record.tx.importedInputs.length : record.tx.ins.length;
      const tail = record.bytes.subarray(record.bytes.length - count * ATOMIC_CREDENTIAL_SIZE);
      for (let i = 0; i < count; i++) {
        const signature = tail.subarray(i * ATOMIC_CREDENTIAL_SIZE + 8, (i + 1) * ATOMIC_CREDENTIAL_SIZE);
        const publicKey = avaxSecp.recoverPublicKey(hash, signature);
        if (record.tx.kind === 'export') expect(toHex(avaxSecp.publicKeyToEthAddress(publicKey))).toBe(toHex(record.tx.ins[i]!.address));
        else expect(network.keys.has(avaxSecp.publicKeyBytesToAddress(publicKey))).toBe(true);
      }
    }
  });
});
