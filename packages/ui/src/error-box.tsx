// ErrorBox: an error announced at once (role="alert") with an optional Retry.
import { m } from '@mapato/i18n';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './lib/cn.ts';

export interface ErrorBoxProps extends Omit<ComponentProps<'div'>, 'title'> {
  message: ReactNode;
  /** A bold first line, e.g. 'Update Error!' (docs/product.md#messages). */
  title?: ReactNode;
  /** Shows a 'Retry' button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorBox({ message, title, onRetry, retryLabel = m.kit_retry(), className, ...props }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      data-slot="error-box"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger/5 p-4 text-sm text-foreground',
        className,
      )}
      {...props}
    >
      <div>
        {title ? <p className="font-semibold text-danger">{title}</p> : null}
        <p>{message}</p>
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
