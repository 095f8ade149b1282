import { t } from '@lingui/core/macro';
import type { EvmFeeConfig } from '../../lib/evm-fee';

/** What each subnet-EVM fee config field means; each read when shown, in the active locale. */
export const EVM_FEE_CONFIG_TEXT: Record<keyof EvmFeeConfig, string> = {
  get gasLimit() { return t`The most gas one block may use.`; },
  get targetBlockRate() { return t`The block rate, in seconds, the fee algorithm aims for; blocks that come faster pay a block gas cost.`; },
  get minBaseFee() { return t`The lowest base fee, in wei per gas.`; },
  get targetGas() { return t`The gas the chain aims to use over a 10-second window. Use above it raises the base fee, use below lowers it.`; },
  get baseFeeChangeDenominator() { return t`How fast the base fee moves: the change per window is the deviation from the target divided by this number.`; },
  get minBlockGasCost() { return t`The lowest block gas cost, paid by blocks that keep to the target rate.`; },
  get maxBlockGasCost() { return t`The highest block gas cost, for blocks produced much faster than the target rate.`; },
  get blockGasCostStep() { return t`How much the block gas cost rises or falls for each second a block comes before or after the target rate.`; },
};

export const EVM_FEE_CONFIG_FIELDS = Object.keys(EVM_FEE_CONFIG_TEXT) as (keyof EvmFeeConfig)[];

/** Fixed addresses of the subnet-EVM stateful precompiles, by config key. */
export const PRECOMPILE_ADDRESSES: Record<string, string> = {
  contractDeployerAllowListConfig: '0x0200000000000000000000000000000000000000',
  contractNativeMinterConfig: '0x0200000000000000000000000000000000000001',
  txAllowListConfig: '0x0200000000000000000000000000000000000002',
  feeManagerConfig: '0x0200000000000000000000000000000000000003',
  rewardManagerConfig: '0x0200000000000000000000000000000000000004',
  warpConfig: '0x0200000000000000000000000000000000000005',
  gasPriceManagerConfig: '0x0200000000000000000000000000000000000006',
};

/** What a chain page says when the node does not serve its methods: on the C-Chain, which never does, and on any other chain. */
export const MISSING_METHODS = {
  rules: {
    get title() { return t`This chain has no active-rules methods`; },
    get cChain() {
      return t`The C-Chain does not serve eth_getActiveRulesAt or eth_getActivePrecompilesAt: these are subnet-EVM methods. Its network upgrades are in its chain config; it has no stateful precompiles to activate.`;
    },
    get otherChain() { return t`This node serves neither eth_getActiveRulesAt nor eth_getActivePrecompilesAt for this chain.`; },
  },
  fees: {
    get title() { return t`This chain has no fee config method`; },
    get cChain() {
      return t`The C-Chain does not serve eth_feeConfig: its fees follow the network-wide rules of each upgrade (ACP-176 since Fortuna), not a per-chain fee config with a FeeManager history. Its base fee is charted below.`;
    },
    get otherChain() { return t`This node does not serve eth_feeConfig for this chain.`; },
  },
  validators: {
    get title() { return t`This chain has no validators API`; },
    get cChain() {
      return t`The C-Chain has no validators API (/ext/bc/C/validators): its validators are the Primary Network validators, listed on the validators page.`;
    },
    get otherChain() { return t`This node does not serve the validators API for this chain.`; },
  },
};
