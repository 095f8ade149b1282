import { t } from '@lingui/core/macro';
import type { NetRef } from '../../lib/paths';
import type { RpcClient } from '../../rpc/client';
import type { KnownToken } from '../known-tokens';

/** What an entry turned out to be, with the page to open. */
export interface SearchMatch {
  kind: 'subnet' | 'blockchain' | 'l1Validator' | 'validator' | 'block' | 'tx' | 'atomicTx' | 'chain' | 'token';
  label: string;
  to: string;
}

export type SearchOutcome =
  | { type: 'go'; to: string }
  | { type: 'choose'; heading: string; matches: SearchMatch[] }
  | { type: 'none'; message: string };

/** Where a search looks for `0x` values: the EVM chain in view, else the C-Chain. */
export interface SearchScope {
  /** `C` or a blockchain ID. */
  chain: string;
  /** How the chain is named in messages. */
  chainName: string;
}

export const C_CHAIN_SCOPE: SearchScope = {
  chain: 'C',
  get chainName() {
    return t`the C-Chain`;
  },
};

/** What a search asks and where its links go. */
export interface SearchContext {
  client: RpcClient;
  net: NetRef;
  scope?: SearchScope;
  /** Tokens whose symbol the explorer has read, for entries that name a symbol. */
  tokens?: readonly KnownToken[];
  signal?: AbortSignal;
}

/** One match opens its page, several are offered under `heading`, and without any, `nothing`. */
export function outcomeOf(matches: SearchMatch[], heading: string, nothing: SearchOutcome): SearchOutcome {
  const [first, ...others] = matches;
  if (first === undefined) return nothing;
  if (others.length === 0) return { type: 'go', to: first.to };
  return { type: 'choose', heading, matches };
}
