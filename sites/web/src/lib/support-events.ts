// 'mapato:support-sent' is told on the window when a support, contact or chat message is stored,
// so a member's thread on /support shows it at once. An event rather than an import keeps the
// thread's code out of the forms a visitor loads; this file holds only its type (no chunk of its
// own for a slow phone to fetch).
import type { SupportReceipt } from '@mapato/client';

export type SupportSent = CustomEvent<SupportReceipt & { message: string }>;

declare global {
  interface WindowEventMap {
    'mapato:support-sent': SupportSent;
  }
}
