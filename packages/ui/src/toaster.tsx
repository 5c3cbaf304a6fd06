// Toaster: shows the toast store's queue with Radix Toast, which times each toast by its
// duration, pauses on hover and focus, closes on swipe or Escape, and announces every toast
// through its own live region (errors assertively, the rest politely).
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { m } from '@mapato/i18n';
import { Icon } from './icon.tsx';
import { cn } from './lib/cn.ts';
import { toastStore, type ToastItem, type ToastStore, type ToastVariant } from './toast-store.ts';

export const TOASTER_POSITIONS = {
  'top-right': 'top-0 right-0',
  // On a phone, above the Nav's bottom tab bar, which it would otherwise cover.
  'bottom-right': 'bottom-tab-bar right-0 md:bottom-0',
} as const;

export const TOAST_VARIANTS: Readonly<Record<ToastVariant, string>> = {
  default: 'border-border bg-card text-card-foreground',
  info: 'border-border bg-secondary text-secondary-foreground',
  loading: 'border-border bg-card text-card-foreground',
  success: 'border-success bg-success text-success-foreground',
  error: 'border-danger bg-danger text-danger-foreground',
};

export interface ToasterProps extends ComponentProps<typeof ToastPrimitive.Viewport> {
  /** Top right in general; bottom right on the Account screen (docs/product.md#routes). */
  position?: keyof typeof TOASTER_POSITIONS;
  /** Defaults to the app's queue; tests and stories pass their own. */
  store?: ToastStore;
}

export function Toaster({ position = 'top-right', store = toastStore, className, ...props }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={m.kit_toastLabel()}>
      {toasts.map((item) => (
        // A new key per version re-mounts an updated toast so Radix announces its new text.
        <Toast key={`${item.id}:${item.version}`} item={item} onClose={() => store.dismiss(item.id)} />
      ))}
      <ToastPrimitive.Viewport
        label={m.kit_toastRegion({ hotkey: '{hotkey}' })}
        data-slot="toaster"
        data-position={position}
        className={cn(
          'fixed z-[100] flex max-h-dvh w-full flex-col gap-2 overflow-hidden p-4 outline-none sm:max-w-sm',
          TOASTER_POSITIONS[position],
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={item.variant}
      duration={item.duration}
      type={item.variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={cn('flex w-full items-start gap-3 rounded-lg border p-3 pr-2 shadow-lg', TOAST_VARIANTS[item.variant])}
    >
      {item.variant === 'loading' ? (
        <span
          aria-hidden="true"
          className="mt-0.5 inline-block size-4 shrink-0 rounded-full border-2 border-muted border-t-primary motion-safe:animate-spin"
        />
      ) : null}
      <div className="grid flex-1 gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-foreground/10">
        <Icon name="close" label={m.kit_close()} className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
