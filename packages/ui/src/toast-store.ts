// The toast queue as a tiny external store (subscribe/getSnapshot for useSyncExternalStore).
// It holds no timers: each toast carries its duration and Radix Toast closes it, so the store
// is trivially testable and the same on the server render and in the browser.
import { MAX_TOASTS, TOAST_DURATION } from '@mapato/core';

export type ToastVariant = 'default' | 'success' | 'error' | 'info' | 'loading';

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** ms until it closes itself; Infinity stays until dismissed or updated. */
  duration: number;
  /** Bumped on every update so the toast is re-announced to screen readers. */
  version: number;
}

export interface ToastOptions {
  /** Reusing the id of a shown toast replaces it instead of adding another. */
  id?: string;
  description?: string;
  duration?: number;
}

export type ToastPatch = Partial<Pick<ToastItem, 'title' | 'description' | 'variant' | 'duration'>>;

// Spec §9 durations; info is a plain toast in another colour.
export const TOAST_VARIANT_DURATION: Readonly<Record<ToastVariant, number>> = {
  default: TOAST_DURATION.default,
  info: TOAST_DURATION.default,
  error: TOAST_DURATION.error,
  success: TOAST_DURATION.success,
  loading: TOAST_DURATION.loading,
};

export function createToastStore({ max = MAX_TOASTS }: { max?: number } = {}) {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const store = {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly ToastItem[] => toasts,

    show(variant: ToastVariant, title: string, options: ToastOptions = {}): string {
      const { description, duration = TOAST_VARIANT_DURATION[variant] } = options;
      const shown = options.id === undefined ? undefined : toasts.find((t) => t.id === options.id);
      if (shown) {
        const replaced = { ...shown, title, description, variant, duration, version: shown.version + 1 };
        set(toasts.map((t) => (t === shown ? replaced : t)));
        return shown.id;
      }
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      // Oldest first; past the cap the oldest drop off.
      set([...toasts, { id, title, description, variant, duration, version: 0 }].slice(-max));
      return id;
    },

    /** Changing the variant without a duration takes that variant's duration (loading → success). */
    update(id: string, patch: ToastPatch): void {
      if (!toasts.some((t) => t.id === id)) return;
      set(
        toasts.map((t) => {
          if (t.id !== id) return t;
          const variant = patch.variant ?? t.variant;
          const duration = patch.duration ?? (patch.variant ? TOAST_VARIANT_DURATION[variant] : t.duration);
          const { title = t.title, description = t.description } = patch;
          return { ...t, title, description, variant, duration, version: t.version + 1 };
        }),
      );
    },

    /** Closes one toast, or all of them without an id. */
    dismiss(id?: string): void {
      const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
      if (next.length !== toasts.length) set(next);
    },
  };
  return store;
}

export type ToastStore = ReturnType<typeof createToastStore>;

export interface ToastApi {
  (title: string, options?: ToastOptions): string;
  success(title: string, options?: ToastOptions): string;
  error(title: string, options?: ToastOptions): string;
  info(title: string, options?: ToastOptions): string;
  /** Stays until dismissed or updated; keep the id to turn it into the outcome. */
  loading(title: string, options?: ToastOptions): string;
  update(id: string, patch: ToastPatch): void;
  dismiss(id?: string): void;
}

export function createToast(store: ToastStore): ToastApi {
  return Object.assign((title: string, options?: ToastOptions) => store.show('default', title, options), {
    success: (title: string, options?: ToastOptions) => store.show('success', title, options),
    error: (title: string, options?: ToastOptions) => store.show('error', title, options),
    info: (title: string, options?: ToastOptions) => store.show('info', title, options),
    loading: (title: string, options?: ToastOptions) => store.show('loading', title, options),
    update: store.update,
    dismiss: store.dismiss,
  });
}

/** The app's one queue; <Toaster /> shows it unless given another store. */
export const toastStore = createToastStore();
export const toast = createToast(toastStore);
