// A query's three faces on a client screen: a spinner that says what loads, the server's message
// with Retry, or the data.
import { m } from '@mapato/i18n';
import { Spinner } from '@mapato/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../lib/load-error.tsx';

export interface LoadedProps<T> {
  query: UseQueryResult<T>;
  /** what is loading, in the page's language, e.g. 'projects' */
  what: string;
  children: (data: T) => ReactNode;
}

export function Loaded<T>({ query, what, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner showLabel label={m.client_loading({ what })} className="self-center py-8" />;
  if (query.isError) {
    return <LoadError title={m.client_loadFailed({ what })} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** A screen's heading, its one-line purpose, and what can be done from it. */
export function PageTitle({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
