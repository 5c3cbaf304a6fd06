// A member's support thread (ADR 020): what they sent through Support, Contact and the live chat,
// with the operators' replies, oldest first; and marking the replies read once /support shows them.
import { queryOptions } from '@tanstack/react-query';
import { notSignedIn } from './errors.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import { supportKeys } from './support.ts';

export interface SupportThreadItem {
  id: string;
  /** how the member wrote ('support', 'contact', 'chat'), or 'reply' for an operator's answer */
  kind: 'support' | 'contact' | 'chat' | 'reply';
  message: string;
  created: string;
  fromOperator: boolean;
}

/** GET /api/support/thread: the latest 100 messages, oldest first, and the replies not yet read. */
export interface SupportThread {
  items: SupportThreadItem[];
  unread: number;
}

export const supportThreadKeys = {
  mine: (owner: string) => [...supportKeys.all, 'thread', owner] as const,
};

/** The signed-in member's thread; a guest is refused without asking the server. */
export function fetchSupportThread(pb: TypedPocketBase, signal?: AbortSignal): Promise<SupportThread> {
  if (currentUserId(pb) === '') return Promise.reject(notSignedIn());
  return pb.send<SupportThread>('/api/support/thread', { method: 'GET', signal, requestKey: null });
}

export function supportThreadQueryOptions(pb: TypedPocketBase) {
  return queryOptions({
    queryKey: supportThreadKeys.mine(currentUserId(pb)),
    queryFn: ({ signal }) => fetchSupportThread(pb, signal),
  });
}

/** Every reply in the member's thread is read (the member has seen them on /support). */
export function markSupportThreadRead(pb: TypedPocketBase): Promise<{ unread: number }> {
  if (currentUserId(pb) === '') return Promise.reject(notSignedIn());
  return pb.send<{ unread: number }>('/api/support/thread/read', { method: 'POST', requestKey: null });
}
