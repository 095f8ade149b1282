import { useMutation } from '@tanstack/react-query';
import { useNetwork } from './network-context';
import type { SearchScope } from './search-resolve';

/**
 * Search as an action: each submit resolves the entry against the current node, `0x` values on
 * the EVM chain of `scope`. The resolver (ID parsing, checksums) loads on first use, keeping it
 * out of the first page load.
 */
export function useSearch(scope?: SearchScope) {
  const { client, ref } = useNetwork();
  return useMutation({
    mutationFn: async (input: string) => (await import('./search-resolve')).resolveSearch(input, client, ref, scope),
  });
}
