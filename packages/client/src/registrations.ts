// Upgrade requests (registrations): the member's own history, newest first, and a new request
// for a higher level paid by M-Pesa; nothing about the member changes until it is confirmed.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type ListResult, type RegistrationRecord } from '@mapato/core';
import { retryNetworkFailure } from './errors.ts';
import { idempotencyKeyFor } from './idempotency.ts';
import { currentUserId, type Paging, type TypedPocketBase } from './pb.ts';

export const registrationKeys = {
  all: ['registration'] as const,
  lists: (owner: string) => [...registrationKeys.all, 'list', owner] as const,
  list: (owner: string, page: number, perPage: number) =>
    [...registrationKeys.lists(owner), { page, perPage }] as const,
};

/** The member's upgrade requests, newest first (the server lists only the member's own). */
export function fetchRegistrations(
  pb: TypedPocketBase,
  { page = 1, perPage = PAGE_SIZE_DEFAULT }: Paging = {},
  signal?: AbortSignal,
): Promise<ListResult<RegistrationRecord>> {
  return pb.collection('registration').getList(page, perPage, { sort: '-created', signal, requestKey: null });
}

export function registrationsQueryOptions(pb: TypedPocketBase, { page = 1, perPage = PAGE_SIZE_DEFAULT }: Paging = {}) {
  return queryOptions({
    queryKey: registrationKeys.list(currentUserId(pb), page, perPage),
    queryFn: ({ signal }) => fetchRegistrations(pb, { page, perPage }, signal),
  });
}

export interface NewUpgradeRequest {
  level: number;
  /** the M-Pesa confirmation code of the bond payment */
  mpesaRef: string;
}

export function createUpgradeRequest(pb: TypedPocketBase, input: NewUpgradeRequest, idempotencyKey: string) {
  return pb
    .collection('registration')
    .create(
      { level: input.level, mpesa_ref: input.mpesaRef },
      { headers: { 'Idempotency-Key': idempotencyKey }, requestKey: null },
    );
}

export function createUpgradeRequestMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...registrationKeys.all, 'create'],
    mutationFn: (input: NewUpgradeRequest) => createUpgradeRequest(pb, input, idempotencyKeyFor(input)),
    retry: retryNetworkFailure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
