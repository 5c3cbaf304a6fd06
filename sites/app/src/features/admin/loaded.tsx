// A query's three faces on a console screen: a spinner that says what loads, the server's message
// with Retry, or the data.
import { ErrorBox, Spinner } from '@mapato/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '@mapato/client';

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** what is loading, e.g. 'withdrawals' */
  what: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner showLabel label={`Loading ${what}…`} className="self-center py-8" />;
  if (query.isError) {
    return (
      <ErrorBox
        title={`Could not load ${what}.`}
        message={serverMessage(query.error) || 'Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
