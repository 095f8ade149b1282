import { useMutation } from '@tanstack/react-query';
import { useNetwork } from './network-context';

/**
 * Search as an action: each submit resolves the entry against the current node. The resolver
 * (ID parsing, checksums) loads on first use, keeping it out of the first page load.
 */
export function useSearch() {
  const { client, ref } = useNetwork();
  return useMutation({
    mutationFn: async (input: string) => (await import('./search-resolve')).resolveSearch(input, client, ref),
  });
}
