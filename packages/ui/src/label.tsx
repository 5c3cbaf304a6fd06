// Label: Radix Label (a native <label>; a double click on it does not select its text) in the
// kit's type. Field uses it; a checkbox row wraps its box in one.
import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn('text-sm font-medium', className)} {...props} />;
}
