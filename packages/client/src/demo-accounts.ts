// The demo accounts, offered on the login page only when the server runs in demo mode: a real
// deployment answers 404 and the page shows nothing.
import { queryOptions } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import type { TypedPocketBase } from './pb.ts';

export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  level: number;
}

export const demoAccountKeys = { all: ['demo-accounts'] as const };

/** The demo accounts, or none when the server is not in demo mode (it answers 404). */
export async function fetchDemoAccounts(pb: TypedPocketBase, signal?: AbortSignal): Promise<DemoAccount[]> {
  try {
    const res = await pb.send<{ items: DemoAccount[] }>('/api/demo-accounts', {
      method: 'GET',
      signal,
      requestKey: null,
    });
    return res.items;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return [];
    throw error;
  }
}

export function demoAccountsQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: demoAccountKeys.all,
    queryFn: ({ signal }) => fetchDemoAccounts(pb, signal),
    staleTime: Infinity,
    retry: false,
  });
}
