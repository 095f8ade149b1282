import type { Dimensions } from '../../src/lib/fees';
import type { SignedTx, UnsignedTx } from '../../src/lib/codec/types';

/**
 * Approximate tx complexity, for the P-Chain fee: bandwidth is the signed size, each input
 * reads and writes once, each output writes once, each signature costs 200 µs, plus the per-kind
 * intrinsic reads, writes and compute. The node counts bytes field by field; this stays within a
 * few percent of it, which is enough to drive a realistic fee state.
 */
const SIGNATURE_COMPUTE = 200n;
const BLS_VERIFY_COMPUTE = 1050n;

interface Extra {
  reads: bigint;
  writes: bigint;
  compute: bigint;
}

function intrinsic(tx: UnsignedTx): Extra {
  switch (tx.kind) {
    case 'AddPermissionlessValidatorTx':
      return { reads: 1n, writes: 3n + BigInt(tx.stake.length), compute: tx.signer.kind === 'ProofOfPossession' ? BLS_VERIFY_COMPUTE : 0n };
    case 'AddPermissionlessDelegatorTx':
      return { reads: 1n, writes: 2n + BigInt(tx.stake.length), compute: 0n };
    case 'AddSubnetValidatorTx':
      return { reads: 2n, writes: 1n, compute: 0n };
    case 'CreateSubnetTx':
      return { reads: 0n, writes: 1n, compute: 0n };
    case 'CreateChainTx':
      return { reads: 1n, writes: 1n, compute: 0n };
    case 'TransferSubnetOwnershipTx':
      return { reads: 1n, writes: 1n, compute: 0n };
    case 'ImportTx':
      return { reads: BigInt(tx.importedInputs.length), writes: BigInt(tx.importedInputs.length), compute: 0n };
    case 'ExportTx':
      return { reads: 0n, writes: BigInt(tx.exportedOutputs.length), compute: 0n };
    case 'ConvertSubnetToL1Tx': {
      const count = BigInt(tx.validators.length);
      return { reads: 3n, writes: 2n + 4n * count, compute: BLS_VERIFY_COMPUTE * count };
    }
    case 'RegisterL1ValidatorTx':
      return { reads: 5n, writes: 6n, compute: BLS_VERIFY_COMPUTE };
    case 'SetL1ValidatorWeightTx':
      return { reads: 3n, writes: 5n, compute: BLS_VERIFY_COMPUTE };
    case 'IncreaseL1ValidatorBalanceTx':
    case 'DisableL1ValidatorTx':
      return { reads: 1n, writes: 2n, compute: 0n };
    default:
      return { reads: 0n, writes: 0n, compute: 0n };
  }
}

export function complexityOf(tx: SignedTx, size: number): Dimensions {
  const unsigned = tx.unsignedTx;
  if (unsigned.kind === 'RewardValidatorTx' || unsigned.kind === 'RewardAutoRenewedValidatorTx' || unsigned.kind === 'AdvanceTimeTx') return [0n, 0n, 0n, 0n];
  const inputs = BigInt(unsigned.inputs.length);
  const outputs = BigInt(unsigned.outputs.length);
  const signatures = BigInt(tx.credentials.reduce((n, c) => n + c.signatures.length, 0));
  const extra = intrinsic(unsigned);
  return [BigInt(size), inputs + extra.reads, inputs + outputs + extra.writes, signatures * SIGNATURE_COMPUTE + extra.compute];
}
