import type { EvmFeeConfig } from '../../lib/evm-fee';

/** What each subnet-EVM fee config field means. */
export const EVM_FEE_CONFIG_TEXT: Record<keyof EvmFeeConfig, string> = {
  gasLimit: 'The most gas one block may use.',
  targetBlockRate: 'The block rate, in seconds, the fee algorithm aims for; blocks that come faster pay a block gas cost.',
  minBaseFee: 'The lowest base fee, in wei per gas.',
  targetGas: 'The gas the chain aims to use over a 10-second window. Use above it raises the base fee, use below lowers it.',
  baseFeeChangeDenominator: 'How fast the base fee moves: the change per window is the deviation from the target divided by this number.',
  minBlockGasCost: 'The lowest block gas cost, paid by blocks that keep to the target rate.',
  maxBlockGasCost: 'The highest block gas cost, for blocks produced much faster than the target rate.',
  blockGasCostStep: 'How much the block gas cost rises or falls for each second a block comes before or after the target rate.',
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
    title: 'This chain has no active-rules methods',
    cChain:
      'The C-Chain does not serve eth_getActiveRulesAt or eth_getActivePrecompilesAt: these are subnet-EVM methods. Its network upgrades are in its chain config; it has no stateful precompiles to activate.',
    otherChain: 'This node serves neither eth_getActiveRulesAt nor eth_getActivePrecompilesAt for this chain.',
  },
  fees: {
    title: 'This chain has no fee config method',
    cChain:
      'The C-Chain does not serve eth_feeConfig: its fees follow the network-wide rules of each upgrade (ACP-176 since Fortuna), not a per-chain fee config with a FeeManager history. Its base fee is charted below.',
    otherChain: 'This node does not serve eth_feeConfig for this chain.',
  },
  validators: {
    title: 'This chain has no validators API',
    cChain:
      'The C-Chain has no validators API (/ext/bc/C/validators): its validators are the Primary Network validators, listed on the validators page.',
    otherChain: 'This node does not serve the validators API for this chain.',
  },
} as const;
