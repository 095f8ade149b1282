import type { NetworkSettings } from '../network';

/** The origin of a test's fake node. */
export const TEST_BASE_URL = 'http://node.test';

/** The devnet's local network, with the spec's names (`native.*`, `NATIVE`, `chainRules`). */
export const SPEC_SETTINGS: NetworkSettings = {
  id: 'local',
  name: 'Local',
  baseUrl: TEST_BASE_URL,
  networkId: 12345,
  hrp: 'local',
  nativeGroup: 'native',
  nativeAssetAlias: 'NATIVE',
  rulesKey: 'chainRules',
  tokenSymbol: 'NATIVE',
  evmChainId: 43112,
};

/** Mainnet on a reference node, with its names (`avax.*`, `AVAX`, `avalancheRules`). */
export const REFERENCE_NODE_SETTINGS: NetworkSettings = {
  id: 'mainnet',
  name: 'Mainnet',
  baseUrl: TEST_BASE_URL,
  networkId: 1,
  hrp: 'avax',
  nativeGroup: 'avax',
  nativeAssetAlias: 'AVAX',
  rulesKey: 'avalancheRules',
  tokenSymbol: 'AVAX',
  evmChainId: 43114,
};
