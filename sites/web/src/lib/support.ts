// Sending support, contact and chat messages through @mapato/client's plain call (no QueryClient
// on the public pages), and reading the server's refusals. A member's message joins the thread
// shown on /support.
import { ClientResponseError, sendSupportMessage as send, type SupportMessage } from '@mapato/client';
import type { ContactField } from '@mapato/core';
import { m } from '@mapato/i18n';
import { pb } from './session.ts';
import type { SupportSent } from './support-events.ts';

export async function sendSupportMessage(message: SupportMessage): Promise<unknown> {
  const receipt = await send(pb, message);
  const detail = { ...receipt, message: message.message.trim() };
  window.dispatchEvent(new CustomEvent('mapato:support-sent', { detail }) satisfies SupportSent);
  return receipt;
}

export type SendFailure =
  { kind: 'fields'; errors: Partial<Record<ContactField, string>>; message: string } | { kind: 'network' };

const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** A server answer (4xx/5xx) becomes field errors plus its message; no answer is a network failure. */
export function readSendFailure(error: unknown): SendFailure {
  if (!(error instanceof ClientResponseError) || error.status === 0) return { kind: 'network' };
  const data = (error.response?.data ?? {}) as Record<string, { message?: unknown } | undefined>;
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of FIELDS) {
    const text = data[field]?.message;
    if (typeof text === 'string' && text !== '') errors[field] = text;
  }
  const message = typeof error.response?.message === 'string' ? error.response.message : error.message;
  return { kind: 'fields', errors, message: message || m.web_formSendFailed() };
}
