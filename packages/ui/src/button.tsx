// Button: one native <button> (or, with asChild, the caller's element such as a link) in the
// kit's variants. Variants are a data table, not branches.
import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background hover:bg-muted',
  ghost: 'hover:bg-muted',
  danger: 'bg-danger text-danger-foreground hover:bg-danger/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

export const BUTTON_SIZES = {
  // A minimum height, not a fixed one: a label that wraps on a phone (Kiswahili runs longer) makes
  // the button taller instead of spilling out of it.
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-1.5 text-base',
  lg: 'min-h-12 px-6 py-2 text-lg',
  icon: 'h-11 w-11',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: keyof typeof BUTTON_SIZES;
  /** render the child element (e.g. a link) with the button's look */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      // A plain <button> defaults to type="button" so it never submits a form by accident.
      type={asChild ? type : (type ?? 'button')}
      className={cn(BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className)}
      {...props}
    />
  );
}
