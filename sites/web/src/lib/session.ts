// The session as the islands see it: one small store over the SDK's auth store (localStorage
// 'pocketbase_auth'), shared by every island of a page because they share this module.
// It reads through @mapato/client's plain fetchers, without a QueryClient, so public pages do
// not ship @tanstack/react-query's runtime.
import {
  fetchCurrentUser,
  fetchTasks,
  getPocketBase,
  isSignedIn,
  logout,
  onAuthChange,
  setFlash,
  signedInUser,
} from '@mapato/client';
import { type TasksResponse, type UserRecord } from '@mapato/core';
import { useSyncExternalStore } from 'react';
import { SIGNED_IN_CLASS } from './session-keys.ts';
import { getLocale, localizedHref, m } from '@mapato/i18n';

export const pb = getPocketBase('/');

export interface SessionState {
  /** The member (fresh from the server once fetched, else the record saved at sign-in); null for a visitor. */
  user: UserRecord | null;
  /** Today's task quota, once fetched. */
  tasks: TasksResponse | null;
  /** Today's tasks could not be fetched (offline, server error). */
  tasksFailed: boolean;
}

const VISITOR: SessionState = { user: null, tasks: null, tasksFailed: false };

let state: SessionState = VISITOR;
let started = false;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  // The static HTML's member and visitor parts follow the session from now on (ADR 022).
  document.documentElement.classList.toggle(SIGNED_IN_CLASS, next.user !== null);
  for (const listener of listeners) listener();
}

/** Spec §2: on every auth change, a valid session fetches the user record, else the user is cleared. */
function evaluate(): void {
  const mine = ++generation;
  if (!isSignedIn(pb)) {
    set(VISITOR);
    return;
  }
  set({ user: signedInUser(pb), tasks: null, tasksFailed: false });
  fetchCurrentUser(pb).then(
    (user) => {
      if (mine === generation) set({ ...state, user });
    },
    (error: unknown) => {
      // Spec §8 "Nav user fetch failure": logged, and the displayed user is cleared.
      console.warn('Unable to fetch the signed-in user', error);
      if (mine === generation) set(VISITOR);
    },
  );
  fetchTasks(pb).then(
    (tasks) => {
      if (mine === generation) set({ ...state, tasks });
    },
    (error: unknown) => {
      console.warn("Unable to fetch today's tasks", error);
      if (mine === generation) set({ ...state, tasksFailed: true });
    },
  );
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onAuthChange(pb, evaluate);
  evaluate();
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const getServerSnapshot = () => VISITOR;

/** The session; the static HTML (and hydration) always shows the visitor, then the member. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Spec §2: Logout clears the session, navigates to the home page (in this page's language) and
 * reloads; the toast shows after the reload.
 */
export function logoutAndReload(): void {
  logout(pb);
  setFlash({ message: m.loggedOut() });
  window.location.assign(localizedHref('/', getLocale()));
}
