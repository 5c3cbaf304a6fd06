// Spinner: a polite live region that names what is loading; the ring itself is decoration.
import { m } from '@mapato/i18n';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export const SPINNER_SIZES = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-4',
} as const;

export interface SpinnerProps extends ComponentProps<'div'> {
  /** What is loading, for screen readers (and shown when showLabel is set). */
  label?: string;
  size?: keyof typeof SPINNER_SIZES;
  showLabel?: boolean;
}

export function Spinner({
  label = m.kit_loading(),
  size = 'md',
  showLabel = false,
  className,
  ...props
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block rounded-full border-muted border-t-primary motion-safe:animate-spin',
          SPINNER_SIZES[size],
        )}
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
