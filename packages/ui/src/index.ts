// The kit's public surface: import from '@mapato/ui', never from its files.
export { cn } from './lib/cn.ts';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonProps } from './button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
