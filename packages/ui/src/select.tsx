// Select: the native <select> in the Input's look (the phone's own picker on Android), wired to
// its Field like every other control.
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';
import { CONTROL_CLASS } from './input.tsx';
import { cn } from './lib/cn.ts';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select data-slot="select" className={cn(CONTROL_CLASS, 'h-11 pr-8', className)} {...useFieldControl(props)} />
  );
}
