// Upgrade requests (registrations): the member's own history, newest first, one request by id (to
// follow its payment), and a new request for a higher level paid by an M-Pesa prompt on a phone or
// by the reference of a payment already made; nothing about the member changes until it is confirmed.
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
  /** a list too, so a new request (live or our own) refreshes it and M-Pesa's answer patches it */
  inProgress: (owner: string) => [...registrationKeys.lists(owner), 'in-progress'] as const,
  detail: (owner: string, id: string) => [...registrationKeys.all, 'detail', owner, id] as const,
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

/**
 * The member's request still being processed, as a one-item page (empty when there is none): the
 * server takes one at a time, so the Upgrade dialog shows it rather than another way to pay.
 */
export function fetchUpgradeInProgress(
  pb: TypedPocketBase,
  signal?: AbortSignal,
): Promise<ListResult<RegistrationRecord>> {
  return pb
    .collection('registration')
    .getList(1, 1, { filter: 'processing = true', sort: '-created', signal, requestKey: null });
}

/** That request, or null. Once M-Pesa or an operator has answered it stays here, settled, until refetched. */
export function upgradeInProgressQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: registrationKeys.inProgress(currentUserId(pb)),
    queryFn: ({ signal }) => fetchUpgradeInProgress(pb, signal),
    select: (page) => page.items[0] ?? null,
  });
}

export function fetchRegistration(pb: TypedPocketBase, id: string, signal?: AbortSignal): Promise<RegistrationRecord> {
  return pb.collection('registration').getOne(id, { signal, requestKey: null });
}

/** One request, e.g. the one whose M-Pesa prompt the member is answering. */
export function registrationQueryOptions(pb: TypedPocketBase, id: string) {
  return queryOptions({
    queryKey: registrationKeys.detail(currentUserId(pb), id),
    queryFn: ({ signal }) => fetchRegistration(pb, id, signal),
  });
}

/**
 * Either the M-Pesa prompt (`msisdn`: any Kenyan form, '' for the member's own phone; only when the
 * server can send prompts) or the M-Pesa confirmation code of a payment already made.
 */
export type NewUpgradeRequest = { level: number; msisdn: string } | { level: number; mpesaRef: string };

export function createUpgradeRequest(pb: TypedPocketBase, input: NewUpgradeRequest, idempotencyKey: string) {
  const payment =
    'mpesaRef' in input ? { mpesa_ref: input.mpesaRef } : input.msisdn.trim() === '' ? {} : { msisdn: input.msisdn };
  return pb
    .collection('registration')
    .create({ level: input.level, ...payment }, { headers: { 'Idempotency-Key': idempotencyKey }, requestKey: null });
}

export function createUpgradeRequestMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...registrationKeys.all, 'create'],
    mutationFn: (input: NewUpgradeRequest) => createUpgradeRequest(pb, input, idempotencyKeyFor(input)),
    retry: retryNetworkFailure,
    onSuccess: (created) => {
      // Whoever follows the request starts from the server's answer, without another request.
      queryClient.setQueryData(registrationKeys.detail(currentUserId(pb), created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...registrationKeys.all, 'list'] });
    },
  });
}
