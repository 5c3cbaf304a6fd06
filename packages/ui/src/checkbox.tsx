// Checkbox: a native checkbox (Space toggles it, a form sends it) at a 24 px touch size; it can be
// "some of them" (indeterminate), as a select-all box is when part of a list is chosen.
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Neither checked nor unchecked: shown as a dash and announced as "mixed". */
  indeterminate?: boolean;
}

export function Checkbox({ indeterminate = false, className, ref, ...props }: CheckboxProps) {
  const own = useRef<HTMLInputElement | null>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={cn('size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed', className)}
      {...props}
    />
  );
}
