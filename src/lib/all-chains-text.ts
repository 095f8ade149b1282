/** Every string users read on the all-chains page, in one place for translation. */
export const ALL_CHAINS_TEXT = {
  pageTitle: 'All chains',
  heading: 'All chains',
  intro: 'Every blockchain of every subnet this node knows, with its virtual machine, its subnet and, for EVM chains, the EVM chain ID the chain itself reports.',
  what: 'Blockchains',
  loading: 'Loading blockchains',
  tableCaption: 'Every blockchain of every subnet',
  empty: 'This node knows no blockchain.',
  columns: {
    name: 'Name',
    vm: 'VM',
    subnet: 'Subnet',
    kind: 'Kind of subnet',
    status: 'Status',
    evmChainId: 'EVM chain ID',
  },
  hints: {
    status: 'This node’s relation to the chain (platform.getBlockchainStatus)',
    evmChainId: 'As the chain answers eth_chainId; asked only of EVM chains',
  },
  primaryNetwork: 'Primary Network',
  primaryKind: 'Primary Network',
  pending: 'loading…',
  notEvm: 'not an EVM chain',
  noAnswer: (reason: string) => `The chain did not answer eth_chainId: ${reason}`,
  statusFailed: (reason: string) => `The status could not be loaded: ${reason}`,
  kindFailed: (reason: string) => `The subnet could not be loaded: ${reason}`,
} as const;
