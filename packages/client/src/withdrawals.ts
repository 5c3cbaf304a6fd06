// Withdrawals: the member's own, newest first and paged (the server filters by owner), and one
// create call that the server validates, debits and records atomically (docs/design.md#money-rules).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT, type ListResult, type WithdrawalRecord } from '@mapato/core';
import { retryNetworkFailure } from './errors.ts';
import { idempotencyKeyFor } from './idempotency.ts';
import { currentUserId, type Paging, type TypedPocketBase } from './pb.ts';
import { userKeys } from './users.ts';

export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  lists: (owner: string) => [...withdrawalKeys.all, 'list', owner] as const,
  list: (owner: string, page: number, perPage: number) => [...withdrawalKeys.lists(owner), { page, perPage }] as const,
  detail: (owner: string, id: string) => [...withdrawalKeys.all, 'detail', owner, id] as const,
};

/** The member's withdrawals, newest first (the server lists only the member's own). */
export function fetchWithdrawals(
  pb: TypedPocketBase,
  { page = 1, perPage = PAGE_SIZE_DEFAULT }: Paging = {},
  signal?: AbortSignal,
): Promise<ListResult<WithdrawalRecord>> {
  return pb.collection('withdrawal').getList(page, perPage, { sort: '-created', signal, requestKey: null });
}

export function fetchWithdrawal(pb: TypedPocketBase, id: string, signal?: AbortSignal): Promise<WithdrawalRecord> {
  return pb.collection('withdrawal').getOne(id, { signal, requestKey: null });
}

export function withdrawalsQueryOptions(pb: TypedPocketBase, { page = 1, perPage = PAGE_SIZE_DEFAULT }: Paging = {}) {
  return queryOptions({
    queryKey: withdrawalKeys.list(currentUserId(pb), page, perPage),
    queryFn: ({ signal }) => fetchWithdrawals(pb, { page, perPage }, signal),
  });
}

export function withdrawalQueryOptions(pb: TypedPocketBase, id: string) {
  return queryOptions({
    queryKey: withdrawalKeys.detail(currentUserId(pb), id),
    queryFn: ({ signal }) => fetchWithdrawal(pb, id, signal),
  });
}

/** The Withdraw Funds form's values; the amount may be the typed text, the server parses it. */
export interface NewWithdrawal {
  amount: number | string;
  mpesaNumber: string;
  fullName: string;
}

export function createWithdrawal(pb: TypedPocketBase, input: NewWithdrawal, idempotencyKey: string) {
  return pb
    .collection('withdrawal')
    .create(
      { amount: input.amount, mpesa_number: input.mpesaNumber, full_name: input.fullName },
      { headers: { 'Idempotency-Key': idempotencyKey }, requestKey: null },
    );
}

export function createWithdrawalMutationOptions(pb: TypedPocketBase, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...withdrawalKeys.all, 'create'],
    mutationFn: (input: NewWithdrawal) => createWithdrawal(pb, input, idempotencyKeyFor(input)),
    retry: retryNetworkFailure,
    onSuccess: (created) => {
      // On a slow line the refetch takes seconds: the member sees the new withdrawal at once.
      queryClient.setQueriesData({ queryKey: withdrawalKeys.lists(currentUserId(pb)) }, withFirst(created));
      // The lists catch up in the background. The balance changed with the withdrawal: the caller
      // waits for it, so the form never offers money that has already left.
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** A first page sorted newest first gains the new record on top; other pages wait for the refetch. */
const withFirst =
  (created: WithdrawalRecord) =>
  (page: ListResult<WithdrawalRecord> | undefined): ListResult<WithdrawalRecord> | undefined => {
    if (!page || page.page !== 1 || page.items.some((w) => w.id === created.id)) return page;
    const totalItems = page.totalItems + 1;
    return {
      ...page,
      items: [created, ...page.items].slice(0, page.perPage),
      totalItems,
      totalPages: Math.ceil(totalItems / page.perPage),
    };
  };
