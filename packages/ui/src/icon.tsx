// Icon: the kit's line icons (24 × 24, drawn in currentColor), a data table of paths. Without a
// label an icon is decoration and hidden from screen readers; with one (an icon-only button) the
// label is real text, visually hidden, so it names the button and is translated with the page.
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0';

export const ICONS = {
  'check-square': 'M9 11l3 3 8-8M20 12v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h11',
  'chevron-down': 'm6 9 6 6 6-6',
  close: 'M18 6 6 18M6 6l12 12',
  dashboard: 'M4 4h6v8H4zM14 4h6v5h-6zM14 13h6v7h-6zM4 16h6v4H4z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  eye: EYE,
  'eye-off': `${EYE}M3 3l18 18`,
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  login: 'M14 4h5v16h-5M10 16l4-4-4-4M14 12H3',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  menu: 'M4 6h16M4 12h16M4 18h16',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  'trending-up': 'M3 17l6-6 4 4 8-8',
  user: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM5 21v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1',
  'user-plus': 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM3 21v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1M19 8v6M16 11h6',
} as const;

export type IconName = keyof typeof ICONS;

export interface IconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  name: IconName;
  /** What the icon means where nothing else says it (e.g. 'Close' on an icon-only button). */
  label?: string;
}

export function Icon({ name, label, className, ...props }: IconProps) {
  const svg = (
    <svg
      data-slot="icon"
      data-icon={name}
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...props}
    >
      <path d={ICONS[name]} />
    </svg>
  );
  if (!label) return svg;
  return (
    <>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
