// Textarea: a multi-line Input (same look, same Field wiring).
import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';
import { CONTROL_CLASS } from './input.tsx';
import { cn } from './lib/cn.ts';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(CONTROL_CLASS, 'py-2', className)} {...useFieldControl(props)} />;
}
