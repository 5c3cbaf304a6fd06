// Support and Contact forms and the live chat: stored by the server for operators (docs/product.md#support-and-contact).
import { mutationOptions } from '@tanstack/react-query';
import type { TypedPocketBase } from './pb.ts';

export type SupportMessage =
  | { kind: 'contact' | 'support'; name: string; email: string; message: string }
  | { kind: 'chat'; message: string; /** groups one chat's lines for the operator */ conversation: string };

export interface SupportReceipt {
  id: string;
  kind: SupportMessage['kind'];
  created: string;
}

export const supportKeys = {
  all: ['support'] as const,
};

export function sendSupportMessage(pb: TypedPocketBase, message: SupportMessage): Promise<SupportReceipt> {
  return pb.send<SupportReceipt>('/api/support/messages', { method: 'POST', body: message, requestKey: null });
}

export function sendSupportMessageMutationOptions(pb: TypedPocketBase) {
  return mutationOptions({
    mutationKey: [...supportKeys.all, 'send'],
    mutationFn: (message: SupportMessage) => sendSupportMessage(pb, message),
  });
}
