// Joins class names and lets the caller's Tailwind classes win over the component's (docs/style.md#a-thin-kit:
// "class merge with the caller's class last").
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
