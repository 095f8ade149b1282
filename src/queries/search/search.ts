import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNetwork } from '../../network/network-context';
import type { SearchScope } from './search-outcome';

/**
 * Search as an action: each submit resolves the entry against the current node, `0x` values on
 * the EVM chain of `scope`, symbols among the tokens read so far. The resolver (ID parsing,
 * checksums) loads on first use, keeping it out of the first page load.
 */
export function useSearch(scope?: SearchScope) {
  const { client, ref, scope: networkScope } = useNetwork();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => {
      const [{ resolveSearch }, { knownTokens }] = await Promise.all([import('./search-resolve'), import('../known-tokens')]);
      return resolveSearch(input, { client, net: ref, scope, tokens: knownTokens(queryClient, networkScope) });
    },
  });
}
