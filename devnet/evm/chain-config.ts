/**
 * The configuration of each EVM chain: the C-Chain as a local network's coreth reports it, and
 * subnet-EVM chains that differ in fee config, precompiles and precompile upgrades (one of them
 * changes its fee config through the FeeManager precompile at a known block, and disables a
 * precompile with a later upgrade).
 */
import type { EvmFeeConfig } from '../../src/lib/evm-fee';
import type { JsonOutputObject } from '../handler';
import type { EvmChainInfo } from '../pchain/pchain';

/** A precompile enabled (or disabled) at a time, by the genesis or by an upgrade. */
export interface PrecompileEvent {
  key: string;
  timestamp: bigint;
  disable: boolean;
  /** The config object exactly as eth_getChainConfig shows it. */
  config: JsonOutputObject;
}

export interface UpgradeTimes {
  subnetEVM: bigint;
  durango: bigint;
  etna: bigint;
  fortuna: bigint;
  granite: bigint;
  helicon: bigint;
}

export interface EvmChainSpec {
  info: EvmChainInfo;
  isSubnetEvm: boolean;
  chainConfig: JsonOutputObject;
  genesisFee: EvmFeeConfig;
  /** The FeeManager `setFeeConfig` the devnet's activity sends in a block (its admin is the test key). */
  feeChange?: { block: bigint; config: EvmFeeConfig };
  precompileEvents: PrecompileEvent[];
  upgrades: UpgradeTimes;
}

/** The block whose FeeManager transaction changes the first subnet-EVM chain's fee config. */
export const FEE_CONFIG_CHANGE_BLOCK = 20n;
/** The first subnet-EVM chain's tx allow list is disabled by an upgrade this long after genesis. */
export const PRECOMPILE_DISABLE_DELAY_SECONDS = 600;
/** The second subnet-EVM chain enables its reward manager this long after genesis. */
export const REWARD_MANAGER_DELAY_SECONDS = 1800;
/** Local networks activate every scheduled upgrade at this time (2020-12-05T05:00Z). */
export const LOCAL_UPGRADE_TIME = 1607144400n;
/** Unscheduled upgrades sit at year 9999. */
export const UNSCHEDULED_UPGRADE_TIME = 253399622400n;
/** The C-Chain address of the well-known local test key. */
export const EWOQ_EVM_ADDRESS = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';

const GWEI = 1_000_000_000n;

/** subnet-evm's DefaultFeeConfig. */
export const DEFAULT_FEE_CONFIG: EvmFeeConfig = {
  gasLimit: 8_000_000n,
  targetBlockRate: 2n,
  minBaseFee: 25n * GWEI,
  targetGas: 15_000_000n,
  baseFeeChangeDenominator: 36n,
  minBlockGasCost: 0n,
  maxBlockGasCost: 1_000_000n,
  blockGasCostStep: 200_000n,
};

const CHANGED_FEE_CONFIG: EvmFeeConfig = { ...DEFAULT_FEE_CONFIG, gasLimit: 15_000_000n, minBaseFee: 33n * GWEI };
const CHEAP_FEE_CONFIG: EvmFeeConfig = { ...DEFAULT_FEE_CONFIG, gasLimit: 12_000_000n, minBaseFee: 1n * GWEI, targetGas: 20_000_000n };
/** The C-Chain's fee parameters after ACP-176: a 1 wei floor and a busier target. */
const C_CHAIN_FEE: EvmFeeConfig = { ...DEFAULT_FEE_CONFIG, gasLimit: 15_000_000n, minBaseFee: 1n, targetGas: 20_000_000n };

const LOCAL_UPGRADES: UpgradeTimes = {
  subnetEVM: 0n,
  durango: LOCAL_UPGRADE_TIME,
  etna: LOCAL_UPGRADE_TIME,
  fortuna: LOCAL_UPGRADE_TIME,
  granite: LOCAL_UPGRADE_TIME,
  helicon: UNSCHEDULED_UPGRADE_TIME,
};

export function feeConfigJson(fee: EvmFeeConfig): JsonOutputObject {
  return {
    gasLimit: fee.gasLimit,
    targetBlockRate: fee.targetBlockRate,
    minBaseFee: fee.minBaseFee,
    targetGas: fee.targetGas,
    baseFeeChangeDenominator: fee.baseFeeChangeDenominator,
    minBlockGasCost: fee.minBlockGasCost,
    maxBlockGasCost: fee.maxBlockGasCost,
    blockGasCostStep: fee.blockGasCostStep,
  };
}

function sortKeys(object: JsonOutputObject): JsonOutputObject {
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, object[key]]));
}

function cChainConfig(chainId: number): JsonOutputObject {
  const local = LOCAL_UPGRADE_TIME;
  return sortKeys({
    apricotPhase1BlockTimestamp: local,
    apricotPhase2BlockTimestamp: local,
    apricotPhase3BlockTimestamp: local,
    apricotPhase4BlockTimestamp: local,
    apricotPhase5BlockTimestamp: local,
    apricotPhase6BlockTimestamp: local,
    apricotPhasePost6BlockTimestamp: local,
    apricotPhasePre6BlockTimestamp: local,
    banffBlockTimestamp: local,
    berlinBlock: 0,
    byzantiumBlock: 0,
    cancunTime: local,
    chainId,
    constantinopleBlock: 0,
    cortinaBlockTimestamp: local,
    daoForkBlock: 0,
    daoForkSupport: true,
    durangoBlockTimestamp: local,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    etnaTimestamp: local,
    fortunaTimestamp: local,
    graniteTimestamp: local,
    heliconTimestamp: UNSCHEDULED_UPGRADE_TIME,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    shanghaiTime: local,
  });
}

/** An allow-list precompile config: address lists first, then the upgrade fields, then its own. */
function allowListConfig(timestamp: bigint, extra: JsonOutputObject = {}): JsonOutputObject {
  return { adminAddresses: [EWOQ_EVM_ADDRESS], blockTimestamp: timestamp, ...extra };
}

interface SubnetVariant {
  fee: EvmFeeConfig;
  allowFeeRecipients?: boolean;
  genesisPrecompiles: Record<string, JsonOutputObject>;
  precompileUpgrades: Record<string, JsonOutputObject>[];
  feeChange?: { block: bigint; config: EvmFeeConfig };
}

const INITIAL_MINT = 1_000_000n * 10n ** 18n;
const WARP_QUORUM = 67;

function subnetVariant(index: number, genesisTime: bigint): SubnetVariant {
  if (index === 0) {
    return {
      fee: DEFAULT_FEE_CONFIG,
      genesisPrecompiles: {
        feeManagerConfig: allowListConfig(0n),
        txAllowListConfig: allowListConfig(0n),
      },
      precompileUpgrades: [{ txAllowListConfig: { blockTimestamp: genesisTime + BigInt(PRECOMPILE_DISABLE_DELAY_SECONDS), disable: true } }],
      feeChange: { block: FEE_CONFIG_CHANGE_BLOCK, config: CHANGED_FEE_CONFIG },
    };
  }
  if (index === 1) {
    return {
      fee: CHEAP_FEE_CONFIG,
      allowFeeRecipients: true,
      genesisPrecompiles: {
        contractDeployerAllowListConfig: allowListConfig(0n),
        contractNativeMinterConfig: allowListConfig(0n, { initialMint: { [EWOQ_EVM_ADDRESS]: `0x${INITIAL_MINT.toString(16)}` } }),
        warpConfig: { blockTimestamp: 0n, quorumNumerator: WARP_QUORUM, requirePrimaryNetworkSigners: false },
      },
      precompileUpgrades: [
        {
          rewardManagerConfig: allowListConfig(genesisTime + BigInt(REWARD_MANAGER_DELAY_SECONDS), {
            initialRewardConfig: { allowFeeRecipients: true },
          }),
        },
      ],
    };
  }
  return {
    fee: DEFAULT_FEE_CONFIG,
    genesisPrecompiles: { warpConfig: { blockTimestamp: 0n, quorumNumerator: WARP_QUORUM, requirePrimaryNetworkSigners: false } },
    precompileUpgrades: [],
  };
}

function precompileEvents(variant: SubnetVariant): PrecompileEvent[] {
  const events: PrecompileEvent[] = [];
  const add = (key: string, config: JsonOutputObject) =>
    events.push({ key, timestamp: BigInt((config.blockTimestamp as bigint | number | null) ?? 0), disable: config.disable === true, config });
  for (const [key, config] of Object.entries(variant.genesisPrecompiles)) add(key, config);
  for (const upgrade of variant.precompileUpgrades) for (const [key, config] of Object.entries(upgrade)) add(key, config);
  return events;
}

function subnetChainConfig(chainId: number, variant: SubnetVariant): JsonOutputObject {
  const upgrades = LOCAL_UPGRADES;
  const config = sortKeys({
    berlinBlock: 0,
    byzantiumBlock: 0,
    cancunTime: upgrades.etna,
    chainId,
    constantinopleBlock: 0,
    durangoTimestamp: upgrades.durango,
    eip150Block: 0,
    eip155Block: 0,
    eip158Block: 0,
    etnaTimestamp: upgrades.etna,
    feeConfig: feeConfigJson(variant.fee),
    allowFeeRecipients: variant.allowFeeRecipients,
    fortunaTimestamp: upgrades.fortuna,
    graniteTimestamp: upgrades.granite,
    heliconTimestamp: upgrades.helicon,
    homesteadBlock: 0,
    istanbulBlock: 0,
    londonBlock: 0,
    muirGlacierBlock: 0,
    petersburgBlock: 0,
    shanghaiTime: upgrades.durango,
    subnetEVMTimestamp: upgrades.subnetEVM,
    ...variant.genesisPrecompiles,
  });
  const upgradeConfig: JsonOutputObject = variant.precompileUpgrades.length > 0 ? { precompileUpgrades: variant.precompileUpgrades } : {};
  // `upgrades` comes after the sorted keys, as the reference node appends it.
  return { ...config, upgrades: upgradeConfig };
}

export function evmChainSpecs(chains: EvmChainInfo[], genesisTime: number): EvmChainSpec[] {
  let subnetIndex = 0;
  return chains.map((info) => {
    if (info.vm === 'evm') {
      return {
        info,
        isSubnetEvm: false,
        chainConfig: cChainConfig(info.evmChainId),
        genesisFee: C_CHAIN_FEE,
        precompileEvents: [],
        upgrades: LOCAL_UPGRADES,
      };
    }
    const variant = subnetVariant(subnetIndex++, BigInt(genesisTime));
    return {
      info,
      isSubnetEvm: true,
      chainConfig: subnetChainConfig(info.evmChainId, variant),
      genesisFee: variant.fee,
      feeChange: variant.feeChange,
      precompileEvents: precompileEvents(variant),
      upgrades: LOCAL_UPGRADES,
    };
  });
}
