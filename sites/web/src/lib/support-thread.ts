// A signed-in member's support thread on the public pages: one small store over @mapato/client's
// plain calls (no QueryClient here), shared by the nav's unread badge and the /support page's
// conversation, so a page asks the server once. A visitor's state is 'none' and nothing is fetched.
// While a member is signed in, new messages of their thread (an operator's reply) arrive live over
// the realtime stream (ADR 047), so the open page shows them without being reloaded.
import {
  currentUserId,
  fetchSupportThread,
  markSupportThreadRead,
  onAuthChange,
  watchSupportThread,
  type SupportThread,
  type SupportThreadItem,
} from '@mapato/client';
import { useSyncExternalStore } from 'react';
import { pb } from './session.ts';
import type { SupportSent } from './support-events.ts';

export type ThreadState =
  | { status: 'none' | 'loading' | 'failed' }
  /** `marked`: this page has told the server the replies were seen (the badge clears). */
  | { status: 'ready'; thread: SupportThread; marked: boolean };

const NONE: ThreadState = { status: 'none' };

let state: ThreadState = NONE;
let started = false;
let generation = 0;
let member = '';
const listeners = new Set<() => void>();

function set(next: ThreadState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the thread; `quiet` keeps what is shown while it refreshes (a tab coming back). */
export function reloadThread(quiet = false): void {
  const mine = ++generation;
  member = currentUserId(pb);
  if (member === '') {
    set(NONE);
    return;
  }
  if (!quiet || state.status !== 'ready') set({ status: 'loading' });
  fetchSupportThread(pb).then(
    (thread) => {
      if (mine === generation) set({ status: 'ready', thread, marked: false });
    },
    (error: unknown) => {
      console.warn('Unable to fetch the support thread', error);
      if (mine === generation && !(quiet && state.status === 'ready')) set({ status: 'failed' });
    },
  );
}

/** The member has seen the replies: the server forgets them as unread, the badge clears. */
export function markThreadRead(): void {
  if (state.status !== 'ready' || state.marked || state.thread.unread === 0) return;
  set({ ...state, marked: true });
  markSupportThreadRead(pb).catch((error: unknown) => {
    // Still unread on the server: the badge comes back on the next page.
    console.warn('Unable to mark the support replies read', error);
  });
}

/** A message joins the thread once, whether the page or the stream told it first. */
function addItem(item: SupportThreadItem): void {
  if (state.status !== 'ready' || state.thread.items.some((known) => known.id === item.id)) return;
  const items = [...state.thread.items, item];
  // A new reply is unread again, even on a page that had marked the others read.
  const thread = item.fromOperator ? { items, unread: state.thread.unread + 1 } : { ...state.thread, items };
  set({ status: 'ready', thread, marked: item.fromOperator ? false : state.marked });
}

/** A message the member just sent joins the thread without asking the server again. */
function addOwnMessage({ detail }: SupportSent): void {
  addItem({ ...detail, fromOperator: false });
}

let stopLive = () => {};

/** Follows the signed-in member's thread live (nothing for a visitor); a gap refetches it. */
function followLive(): void {
  stopLive();
  stopLive = watchSupportThread(pb, { onMessage: addItem, onGap: () => reloadThread(true) });
}

function subscribe(listener: () => void): () => void {
  if (!started && typeof window !== 'undefined') {
    started = true;
    // Another member signing in, or a logout (here or in another tab); a token refresh is not.
    onAuthChange(pb, () => {
      if (currentUserId(pb) === member) return;
      reloadThread();
      followLive();
    });
    window.addEventListener('mapato:support-sent', addOwnMessage);
    reloadThread();
    followLive();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The thread; the static HTML (and hydration) always shows a visitor's 'none'. */
export function useSupportThread(): ThreadState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NONE,
  );
}

/** Replies the member has not seen yet (0 for a visitor, and once this page has shown them). */
export function useSupportUnread(): number {
  const current = useSupportThread();
  return current.status === 'ready' && !current.marked ? current.thread.unread : 0;
}
