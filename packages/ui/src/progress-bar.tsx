// ProgressBar: Radix Progress with a visible label and percentage. The value is a percent,
// rounded and clamped to 0–100 so a bad count can never draw past the track.
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { useId, type ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export interface ProgressBarProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> {
  /** Percent done; out-of-range and non-finite values are clamped. */
  value: number;
  /** Visible name of the bar, also its accessible name. */
  label: string;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function ProgressBar({ value, label, className, ...props }: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  return (
    <div data-slot="progress-bar" className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {percent}%
        </span>
      </div>
      <ProgressPrimitive.Root
        aria-labelledby={labelId}
        value={percent}
        max={100}
        className="relative h-3 w-full overflow-hidden rounded-full bg-muted"
        {...props}
      >
        <ProgressPrimitive.Indicator
          className="h-full w-full bg-primary transition-transform motion-reduce:transition-none"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
