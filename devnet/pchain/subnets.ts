import type { OutputOwners, UnsignedTx } from '../../src/lib/codec/types';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import { present } from '../../src/lib/present';
import type { BlockBuilder } from './block-builder';
import { SUBNET_EVM_ID_BYTES } from './constants';
import { cb58 } from './hash';
import { registerSubnetValidator } from './staking';
import type { Chain, ChainState, Staker, Subnet } from './state';
import type { BuiltTx, WalletContext } from './wallet';
import { buildTx } from './wallet';

export function authorization(owner: OutputOwners): { signatureIndices: bigint[] } {
  return { signatureIndices: Array.from({ length: Number(owner.threshold) }, (_, i) => BigInt(i)) };
}

export function createSubnet(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, owner: OutputOwners): Subnet | undefined {
  const built = buildTx(context, payer, 0n, (base) => ({ ...base, kind: 'CreateSubnetTx', owner }));
  if (!built || !builder.add(built)) return undefined;
  return applyCreateSubnet(builder, built);
}

/** The built tx's unsigned part, which must be of `kind`. */
export function expectKind<K extends UnsignedTx['kind']>(built: BuiltTx, kind: K): Extract<UnsignedTx, { kind: K }> {
  const tx = built.tx.unsignedTx;
  if (tx.kind !== kind) throw new Error(`expected a ${kind}, got ${tx.kind}`);
  return tx as Extract<UnsignedTx, { kind: K }>;
}

export function applyCreateSubnet(builder: BlockBuilder, built: BuiltTx): Subnet {
  const tx = expectKind(built, 'CreateSubnetTx');
  const subnet: Subnet = {
    id: built.id,
    createTxId: built.id,
    owner: tx.owner,
    chains: [],
    conversionId: undefined,
    managerChainId: undefined,
    managerAddress: undefined,
    createdHeight: builder.nextHeight,
  };
  builder.state.subnets.set(subnet.id, subnet);
  builder.state.subnetOrder.push(subnet.id);
  return subnet;
}

/** Subnet-EVM genesis: chain ID and the default fee config of a subnet-EVM chain. */
export function subnetEvmGenesis(evmChainId: number): Uint8Array {
  const genesis = {
    config: {
      chainId: evmChainId,
      feeConfig: {
        gasLimit: 8000000,
        targetBlockRate: 2,
        minBaseFee: 25000000000,
        targetGas: 15000000,
        baseFeeChangeDenominator: 36,
        minBlockGasCost: 0,
        maxBlockGasCost: 1000000,
        blockGasCostStep: 200000,
      },
    },
    alloc: { '8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC': { balance: '0x295BE96E64066972000000' } },
    gasLimit: '0x7A1200',
    difficulty: '0x0',
  };
  return new TextEncoder().encode(JSON.stringify(genesis));
}

export function createChain(
  builder: BlockBuilder,
  context: WalletContext,
  payer: Uint8Array,
  subnet: Subnet,
  name: string,
  evmChainId: number,
): Chain | undefined {
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => ({
      ...base,
      kind: 'CreateChainTx',
      subnetId: parseId(subnet.id),
      chainName: name,
      vmId: SUBNET_EVM_ID_BYTES,
      fxIds: [],
      genesisData: subnetEvmGenesis(evmChainId),
      subnetAuthorization: authorization(subnet.owner),
    }),
    subnet.owner,
  );
  if (!built || !builder.add(built)) return undefined;
  return applyCreateChain(builder, built, evmChainId);
}

/** The EVM chain ID a subnet-EVM genesis names, if it names one. */
export function genesisChainId(genesisData: Uint8Array): number | undefined {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(genesisData)) as { config?: { chainId?: unknown } };
    const chainId = parsed.config?.chainId;
    return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
  } catch {
    return undefined;
  }
}

export function applyCreateChain(builder: BlockBuilder, built: BuiltTx, evmChainId: number): Chain {
  const tx = expectKind(built, 'CreateChainTx');
  const subnet = present(builder.state.subnets.get(cb58(tx.subnetId)), 'The tx\'s subnet');
  const chain: Chain = { id: built.id, name: tx.chainName, subnetId: subnet.id, vmId: cb58(tx.vmId), evmChainId, createdHeight: builder.nextHeight };
  builder.state.chains.set(chain.id, chain);
  subnet.chains.push(chain.id);
  return chain;
}

export function addSubnetValidator(
  builder: BlockBuilder,
  context: WalletContext,
  payer: Uint8Array,
  subnet: Subnet,
  primary: Staker,
  weight: bigint,
  end: bigint,
): Staker | undefined {
  const start = builder.state.time;
  if (end > primary.end) return undefined;
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => ({
      ...base,
      kind: 'AddSubnetValidatorTx',
      validator: { nodeId: primary.nodeId, start, end, weight, subnetId: parseId(subnet.id) },
      subnetAuthorization: authorization(subnet.owner),
    }),
    subnet.owner,
  );
  if (!built || !builder.add(built)) return undefined;
  return applyAddSubnetValidator(builder, built);
}

/** A permissioned subnet validator: a current Primary Network validator's node, for a period within its own. */
export function applyAddSubnetValidator(builder: BlockBuilder, built: BuiltTx): Staker {
  const tx = expectKind(built, 'AddSubnetValidatorTx');
  const nodeIdText = nodeIdFromBytes(tx.validator.nodeId);
  const primary = builder.state.validatorsByNode.get(nodeIdText);
  if (!primary) throw new Error(`no current validator ${nodeIdText}`);
  const staker: Staker = {
    ...primary,
    txId: built.id,
    kind: 'subnetValidator',
    subnetId: cb58(tx.validator.subnetId),
    nodeIdText,
    start: builder.state.time,
    end: tx.validator.end,
    weight: tx.validator.weight,
    startHeight: builder.nextHeight,
    endHeight: undefined,
    potentialReward: 0n,
    accruedDelegateeReward: 0n,
    stakeOutputs: [],
    delegatorCount: 0,
    delegatorWeight: 0n,
  };
  registerSubnetValidator(builder.state, staker);
  return staker;
}

export function transferOwnership(
  builder: BlockBuilder,
  context: WalletContext,
  payer: Uint8Array,
  subnet: Subnet,
  newOwner: OutputOwners,
): boolean {
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => ({
      ...base,
      kind: 'TransferSubnetOwnershipTx',
      subnetId: parseId(subnet.id),
      subnetAuthorization: authorization(subnet.owner),
      newOwner,
    }),
    subnet.owner,
  );
  if (!built || !builder.add(built)) return false;
  applyTransferOwnership(builder, built);
  return true;
}

export function applyTransferOwnership(builder: BlockBuilder, built: BuiltTx): void {
  const tx = expectKind(built, 'TransferSubnetOwnershipTx');
  present(builder.state.subnets.get(cb58(tx.subnetId)), 'The tx\'s subnet').owner = tx.newOwner;
}

/** The current validator of `subnetId` on `nodeIdText`, if any. */
export function subnetValidatorOf(state: ChainState, subnetId: string, nodeIdText: string): Staker | undefined {
  return state.endQueue.find((staker) => staker.kind === 'subnetValidator' && staker.subnetId === subnetId && staker.nodeIdText === nodeIdText);
}

/** The validator leaves its subnet at this block: it no longer waits for its end time. */
export function applyRemoveSubnetValidator(builder: BlockBuilder, built: BuiltTx): void {
  const tx = expectKind(built, 'RemoveSubnetValidatorTx');
  const staker = subnetValidatorOf(builder.state, cb58(tx.subnetId), nodeIdFromBytes(tx.nodeId));
  if (!staker) throw new Error(`no current validator ${nodeIdFromBytes(tx.nodeId)} of subnet ${cb58(tx.subnetId)}`);
  staker.endHeight = builder.nextHeight;
  builder.state.endQueue.splice(builder.state.endQueue.indexOf(staker), 1);
}

