// Session: sign-in, sign-up then sign-in, refresh, logout and change notifications over the
// SDK's auth store (browser local storage), the only place the session lives (docs/product.md#sign-in).
import type { RecordAuthResponse } from 'pocketbase';
import type { UserRecord } from '@mapato/core';
import type { TypedPocketBase } from './pb.ts';

/** The sign-up form's fields (docs/product.md#sign-up) plus the invitation code, which Mapato sends. */
export interface SignUpFields {
  username: string;
  /** E.164 from the phone field */
  phone: string;
  password: string;
  passwordConfirm: string;
  invitationCode?: string;
  name?: string;
  email?: string;
}

export type AuthResult = RecordAuthResponse<UserRecord>;

/** Spec §4: the previous stored session is cleared before every attempt, so a failure leaves none. */
export function signIn(pb: TypedPocketBase, username: string, password: string): Promise<AuthResult> {
  pb.authStore.clear();
  return pb.collection('users').authWithPassword(username, password, { requestKey: null });
}

/** Creates the member, then signs in with the same username and password (docs/product.md#sign-in). */
export async function signUpThenSignIn(pb: TypedPocketBase, fields: SignUpFields): Promise<AuthResult> {
  const { invitationCode = '', name, email, ...required } = fields;
  const optional = { ...(name === undefined ? {} : { name }), ...(email === undefined ? {} : { email }) };
  await pb
    .collection('users')
    .create({ ...required, ...optional, invitation_code: invitationCode.trim() }, { requestKey: null });
  return signIn(pb, fields.username, fields.password);
}

export function refreshSession(pb: TypedPocketBase): Promise<AuthResult> {
  return pb.collection('users').authRefresh({ requestKey: null });
}

/** Logout is local: tokens are stateless, so clearing the store ends the session (protocol §5.3). */
export function logout(pb: TypedPocketBase): void {
  pb.authStore.clear();
}

/** Calls `callback` on every sign-in, refresh and logout; returns the unsubscribe function. */
export function onAuthChange(pb: TypedPocketBase, callback: (signedIn: boolean, user: UserRecord | null) => void) {
  return pb.authStore.onChange(() => callback(isSignedIn(pb), signedInUser(pb)));
}

export function isSignedIn(pb: TypedPocketBase): boolean {
  return pb.authStore.isValid;
}

/** The record saved at sign-in (may be older than the server's; currentUserQueryOptions is fresh). */
export function signedInUser(pb: TypedPocketBase): UserRecord | null {
  return pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null;
}
