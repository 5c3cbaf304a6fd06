// The kit's Toaster as a module of its own, so the root route can load it after the first paint.
export { Toaster as default } from '@mapato/ui';
