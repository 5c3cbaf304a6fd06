// Operators' lists in the mocks: PocketBase paging read as the server reads it (a bad number is
// its generic 400), and one page of rows already filtered and ordered.
import { badRequest, FilterError, parsePaging } from '@mapato/protocol';
import { refuse } from '../errors.ts';

export function readPaging(url: URL): { page: number; perPage: number } {
  try {
    const { page, perPage } = parsePaging(url.searchParams);
    return { page, perPage };
  } catch (error) {
    if (error instanceof FilterError) refuse(badRequest());
    throw error;
  }
}

export function pageOf<T>(rows: readonly T[], { page, perPage }: { page: number; perPage: number }) {
  const start = (page - 1) * perPage;
  return {
    page,
    perPage,
    totalItems: rows.length,
    totalPages: Math.ceil(rows.length / perPage),
    items: rows.slice(start, start + perPage),
  };
}

/** Oldest first, ties by id (the order a queue is handled in); `desc` for newest first. */
export const byCreated =
  (direction: 'asc' | 'desc') => (a: { created: string; id: string }, b: { created: string; id: string }) =>
    (direction === 'asc' ? 1 : -1) * (a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
