import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';
import { shorten } from '../../lib/shorten';
import { searchAccepts } from './search-text';
import { outcomeOf, type SearchContext, type SearchMatch, type SearchOutcome } from './search-outcome';

/** Short names of the Primary Network's chains, as people type them. */
const CHAIN_LETTERS: Readonly<Record<string, string>> = { c: 'c-chain', x: 'x-chain', p: 'p-chain' };
/** The P-Chain is not among the blockchains it lists: its name opens its blocks. */
const P_CHAIN_NAME = 'p-chain';

/**
 * A name: the blockchains of that name (case aside) and the tokens the explorer has read with that
 * symbol, exactly.
 */
export async function resolveName(name: string, { client, net, tokens = [], signal }: SearchContext): Promise<SearchOutcome> {
  const wanted = name.toLowerCase();
  const chainName = CHAIN_LETTERS[wanted] ?? wanted;
  const { blockchains } = await client.call('platform.getBlockchains', {}, { signal });
  const nameOf = (chain: string) => (chain === 'C' ? 'C-Chain' : (blockchains.find((blockchain) => blockchain.id === chain)?.name ?? shorten(chain)));
  const matches: SearchMatch[] = [
    ...(chainName === P_CHAIN_NAME ? [{ kind: 'chain' as const, label: t`P-Chain blocks`, to: paths.blocks(net) }] : []),
    ...blockchains
      .filter((blockchain) => blockchain.name.toLowerCase() === chainName)
      .map((blockchain) => {
        const short = shorten(blockchain.id);
        return { kind: 'blockchain' as const, label: t`Blockchain ${blockchain.name} (${short})`, to: paths.blockchain(net, blockchain.id) };
      }),
    ...tokens
      .filter((token) => token.symbol.toLowerCase() === wanted)
      .map((token) => {
        const [symbol, named, at, chain] = [token.symbol, token.name, shorten(token.address), nameOf(token.chain)];
        return {
          kind: 'token' as const,
          label: named ? t`Token ${symbol} (${named}) at ${at} on ${chain}` : t`Token ${symbol} at ${at} on ${chain}`,
          to: paths.evmToken(net, token.chain, token.address),
        };
      }),
  ];
  const accepts = searchAccepts();
  return outcomeOf(matches, t`Several things are named “${name}”:`, {
    type: 'none',
    message: t`No blockchain is named “${name}” on this node, and no token the explorer has seen has that symbol. The search takes ${accepts}.`,
  });
}
