import { t } from '@lingui/core/macro';

/** Every string users read on the all-chains page, in one place for translation. */
export const ALL_CHAINS_TEXT = {
  get pageTitle() { return t`All chains`; },
  get heading() { return t`All chains`; },
  get intro() { return t`Every blockchain of every subnet this node knows, with its virtual machine, its subnet and, for EVM chains, the EVM chain ID the chain itself reports.`; },
  get what() { return t`Blockchains`; },
  get loading() { return t`Loading blockchains`; },
  get tableCaption() { return t`Every blockchain of every subnet`; },
  get empty() { return t`This node knows no blockchain.`; },
  columns: {
    get name() { return t`Name`; },
    get vm() { return t`VM`; },
    get subnet() { return t`Subnet`; },
    get kind() { return t`Kind of subnet`; },
    get status() { return t`Status`; },
    get evmChainId() { return t`EVM chain ID`; },
  },
  hints: {
    get status() { return t`This node’s relation to the chain (platform.getBlockchainStatus)`; },
    get evmChainId() { return t`As the chain answers eth_chainId; asked only of EVM chains`; },
  },
  get primaryNetwork() { return t`Primary Network`; },
  get primaryKind() { return t`Primary Network`; },
  get pending() { return t`loading…`; },
  get notEvm() { return t`not an EVM chain`; },
  noAnswer: (reason: string) => t`The chain did not answer eth_chainId: ${reason}`,
  statusFailed: (reason: string) => t`The status could not be loaded: ${reason}`,
  kindFailed: (reason: string) => t`The subnet could not be loaded: ${reason}`,
} as const;
