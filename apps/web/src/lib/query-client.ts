import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * An ApiError is final: the server answered (4xx, business status, session expiry), or
 * the client already waited the full timeout, or the user was told the network is down.
 * Anything else (a bug in a fetcher, a parse error) gets a couple more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
