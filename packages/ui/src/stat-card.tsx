// StatCard: one figure of the dashboard (Account Level, Balance, Bond paid, Income). Numbers
// are shillings unless format="plain"; while loading a skeleton keeps the layout steady.
import { formatKsh, groupThousands } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './lib/cn.ts';

export const STAT_FORMATS = {
  ksh: formatKsh,
  plain: (n: number) => (Number.isInteger(n) ? groupThousands(n) : String(n)),
} as const;

export interface StatCardProps extends ComponentProps<'section'> {
  label: string;
  /** A number is formatted (see format); a string is shown as given. Ignored while loading. */
  value?: number | string;
  format?: keyof typeof STAT_FORMATS;
  hint?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
}

export function StatCard({
  label,
  value,
  format = 'ksh',
  hint,
  icon,
  loading = false,
  className,
  ...props
}: StatCardProps) {
  const labelId = useId();
  const shown = typeof value === 'number' ? STAT_FORMATS[format](value) : value;
  return (
    <section
      data-slot="stat-card"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-1 rounded-lg border border-border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {icon ? (
          <span aria-hidden="true" className="text-primary">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <>
          <span aria-hidden="true" className="my-1 h-7 w-28 rounded-md bg-muted motion-safe:animate-pulse" />
          <span className="sr-only">{m.kit_loading()}</span>
        </>
      ) : (
        // A long value ('Kiwango cha 1 (Mwanagenzi)') gets a smaller size rather than a break inside a word.
        <p className={statValueClass(String(shown))}>{shown}</p>
      )}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </section>
  );
}

/**
 * The figure's classes. Self-contained: the member app's dashboard inlines its source to draw the
 * figures the same way before its scripts arrive (sites/app/src/lib/figures-before-script.ts).
 */
export function statValueClass(shown: string): string {
  return 'font-bold tabular-nums break-words ' + (shown.length > 18 ? 'text-base sm:text-xl' : 'text-xl sm:text-2xl');
}
