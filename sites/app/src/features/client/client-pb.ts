// The clients' PocketBase client for the client screens: one per origin, its session kept apart
// from the member's and the operator's (CLIENT_AUTH_KEY). Stories sign in on the same instance.
import { getClientPocketBase, type ClientPocketBase } from '@mapato/client';

export const useClientPb = (): ClientPocketBase => getClientPocketBase();
