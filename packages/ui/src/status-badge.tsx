// StatusBadge: the word and colour of a withdrawal or registration (docs/product.md#status-badges). The rule lives in
// @mapato/core; this file only maps its colour names to theme tokens.
import { badgeText, registrationBadge, withdrawalBadge, type BadgeColour } from '@mapato/core';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export const STATUS_BADGE_COLOURS: Readonly<Record<BadgeColour, string>> = {
  green: 'bg-success text-success-foreground',
  yellow: 'bg-warning text-warning-foreground',
  red: 'bg-danger text-danger-foreground',
  grey: 'bg-neutral text-neutral-foreground',
};

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  (
    | { kind: 'withdrawal'; record: Parameters<typeof withdrawalBadge>[0] }
    | { kind: 'registration'; record: Parameters<typeof registrationBadge>[0] }
  );

export function StatusBadge(props: StatusBadgeProps) {
  const badge = props.kind === 'withdrawal' ? withdrawalBadge(props.record) : registrationBadge(props.record);
  const { kind: _kind, record: _record, className, ...rest } = props;
  return (
    <span
      data-slot="status-badge"
      data-status={badge.label.toLowerCase()}
      data-colour={badge.colour}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_BADGE_COLOURS[badge.colour],
        className,
      )}
      {...rest}
    >
      {badgeText(badge.label)}
    </span>
  );
}
