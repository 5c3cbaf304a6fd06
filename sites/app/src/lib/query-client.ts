import { QueryClient } from '@tanstack/react-query';

/** Short staleness so a route's prefetch is reused by its screen; one retry on slow mobile data. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
