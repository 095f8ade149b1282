import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userAbiKey } from '../lib/abi/abi-file';
import type { AbiContext } from '../lib/abi/decode';
import { loadSelectorGuesses } from '../lib/abi/guess-index';
import { useUserAbis } from '../stores/user-abi-store';

/** The common-signature table: its own chunk, fetched once when something is decoded. No RPC. */
function useSelectorGuesses() {
  return useQuery({ queryKey: ['abi', 'common-signatures'], queryFn: loadSelectorGuesses, staleTime: Infinity, gcTime: Infinity }).data;
}

/** What the decoder knows about an address of this chain: the user's ABI for it, and the guesses once loaded. */
export function useAbiContext(chain: string): (address: string | undefined) => AbiContext {
  const { abis } = useUserAbis();
  const guesses = useSelectorGuesses();
  return useCallback(
    (address) => {
      const user = address === undefined ? undefined : abis.get(userAbiKey(chain, address));
      return { user: user && { name: user.name, abi: user.abi }, guesses };
    },
    [abis, chain, guesses],
  );
}
