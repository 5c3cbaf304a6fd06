// A query's three faces on a console screen: a spinner that says what loads, the server's message
// with Retry, or the data.
import { m } from '@mapato/i18n';
import { Spinner } from '@mapato/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../lib/load-error.tsx';

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** what is loading, in the page's language, e.g. 'withdrawals' */
  what: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner showLabel label={m.admin_loading({ what })} className="self-center py-8" />;
  if (query.isError) {
    return <LoadError title={m.admin_loadFailed({ what })} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
