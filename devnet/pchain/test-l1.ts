import { encodeSignedTx } from '../../src/lib/codec/tx';
import type { L1Validator, SignedTx } from '../../src/lib/codec/types';
import { EWOQ_ADDRESS } from './accounts';
import type { BlsKey } from './bls-keys';
import { SUBNET_EVM_ID_BYTES } from './constants';
import type { Network } from './network';
import { hashId } from './hash';
import { accept, ewoqTx } from './test-issue';

/** ewoq alone owns the subnets these helpers make, and signs for them. */
const EWOQ_OWNER = { locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] };
export const MANAGER_ADDRESS = new Uint8Array(20).fill(0xee);

export interface UnconvertedSubnet {
  subnetId: Uint8Array;
  chainId: Uint8Array;
}

function committedId(network: Network, tx: SignedTx): Uint8Array {
  accept(network, tx);
  return hashId(encodeSignedTx(tx)).idBytes;
}

/** A subnet owned by ewoq with one subnet-EVM chain, both committed. */
export function subnetWithChain(network: Network): UnconvertedSubnet {
  const subnetId = committedId(network, ewoqTx(network, 0n, (base) => ({ ...base, kind: 'CreateSubnetTx', owner: EWOQ_OWNER })));
  const genesisData = new TextEncoder().encode(JSON.stringify({ config: { chainId: 97_531 } }));
  const chainId = committedId(
    network,
    ewoqTx(
      network,
      0n,
      (base) => ({ ...base, kind: 'CreateChainTx', subnetId, chainName: 'limits', vmId: SUBNET_EVM_ID_BYTES, fxIds: [], genesisData, subnetAuthorization: { signatureIndices: [0n] } }),
      EWOQ_OWNER,
    ),
  );
  return { subnetId, chainId };
}

/** An L1 validator owned by ewoq with `key`'s BLS public key and proof of possession. */
export function l1ValidatorOf(nodeByte: number, key: BlsKey, balance: bigint): L1Validator {
  const owner = { threshold: 1n, addresses: [EWOQ_ADDRESS] };
  return { nodeId: new Uint8Array(20).fill(nodeByte), weight: 100n, balance, signer: key, remainingBalanceOwner: owner, deactivationOwner: owner };
}

/** The conversion of `subnet` to an L1 with `validators`, paid and authorised by ewoq. */
export function convertTx(network: Network, subnet: UnconvertedSubnet, validators: L1Validator[]): SignedTx {
  const balances = validators.reduce((sum, validator) => sum + validator.balance, 0n);
  return ewoqTx(
    network,
    balances,
    (base) => ({ ...base, kind: 'ConvertSubnetToL1Tx', subnetId: subnet.subnetId, chainId: subnet.chainId, address: MANAGER_ADDRESS, validators, subnetAuthorization: { signatureIndices: [0n] } }),
    EWOQ_OWNER,
  );
}
