import type { OutputOwners } from '../../src/lib/codec/types';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import type { BlockBuilder } from './block-builder';
import { SUBNET_EVM_ID, SUBNET_EVM_ID_BYTES } from './constants';
import { registerSubnetValidator } from './staking';
import type { Chain, Staker, Subnet } from './state';
import type { WalletContext } from './wallet';
import { buildTx } from './wallet';

function authorization(owner: OutputOwners): { signatureIndices: bigint[] } {
  return { signatureIndices: Array.from({ length: Number(owner.threshold) }, (_, i) => BigInt(i)) };
}

export function createSubnet(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, owner: OutputOwners): Subnet | undefined {
  const built = buildTx(context, payer, 0n, (base) => ({ ...base, kind: 'CreateSubnetTx', owner }));
  if (!built || !builder.add(built)) return undefined;
  const subnet: Subnet = {
    id: built.id,
    createTxId: built.id,
    owner,
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

/** Subnet-EVM genesis: chain ID and the default fee config (reference/constants.md §7). */
function subnetEvmGenesis(evmChainId: number): Uint8Array {
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
    Number(subnet.owner.threshold),
  );
  if (!built || !builder.add(built)) return undefined;
  const chain: Chain = { id: built.id, name, subnetId: subnet.id, vmId: SUBNET_EVM_ID, evmChainId, createdHeight: builder.nextHeight };
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
    Number(subnet.owner.threshold),
  );
  if (!built || !builder.add(built)) return undefined;
  const staker: Staker = {
    ...primary,
    txId: built.id,
    kind: 'subnetValidator',
    subnetId: subnet.id,
    nodeIdText: nodeIdFromBytes(primary.nodeId),
    start,
    end,
    weight,
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
    Number(subnet.owner.threshold),
  );
  if (!built || !builder.add(built)) return false;
  subnet.owner = newOwner;
  return true;
}

export { authorization };
