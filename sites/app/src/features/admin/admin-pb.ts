// The operators' PocketBase client for the console's screens: one per origin, its session kept
// apart from the member's (ADMIN_AUTH_KEY). Stories sign in on the same instance.
import { getAdminPocketBase, type AdminPocketBase } from '@mapato/client';

export const useAdminPb = (): AdminPocketBase => getAdminPocketBase();
