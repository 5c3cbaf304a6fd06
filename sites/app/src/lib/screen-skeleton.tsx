// What a member screen shows in its prerendered HTML until the app has drawn it (ADR 027): the
// screen's own heading where it is fixed, and the shapes of its figures and list, so the page is
// recognisably theirs on the first bytes and nothing jumps when the figures arrive.
import { Spinner } from '@mapato/ui';
import type { ReactNode } from 'react';

/** `figures`: what stands in the cards' row instead of four grey blocks (the dashboard's cards). */
export function ScreenSkeleton({ title, figures }: { title: string | undefined; figures?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="flex min-h-9 items-center justify-between gap-3">
        {title ? (
          <h1 className="text-2xl font-bold">{title}</h1>
        ) : (
          <div className="h-8 w-48 animate-pulse rounded-md bg-muted" />
        )}
      </div>
      <Spinner size="lg" showLabel className="self-center py-4" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures ?? [0, 1, 2, 3].map((card) => <div key={card} className="h-24 animate-pulse rounded-lg bg-muted" />)}
      </div>
      <div className="h-64 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
