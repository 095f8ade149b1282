import { QueryClient } from '@tanstack/react-query';
import { NodeError, ParseError, SchemaError } from '../rpc/errors';

/** The client already retries transport failures with backoff; one more try covers a blip between polls. */
const MAX_QUERY_RETRIES = 1;
const DEFAULT_STALE_MS = 10_000;
const GC_MS = 10 * 60_000;

/** Node and schema errors are answers, not accidents: asking again gives the same answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof NodeError || error instanceof SchemaError || error instanceof ParseError) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: DEFAULT_STALE_MS,
        gcTime: GC_MS,
        refetchOnWindowFocus: false,
        refetchIntervalInBackground: false,
      },
    },
  });
}
