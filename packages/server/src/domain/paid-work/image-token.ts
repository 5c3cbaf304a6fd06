// An <img> cannot send the Authorization header, so an item's image is served at a URL that
// carries its own proof: an HMAC of the assignment and its lease's end, good while the lease is
// open (ADR 055). Nobody else's lease, and no lapsed one, opens it.
import { WORK_API } from '@mapato/core';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';

const token = (secret: string, assignmentId: string, expires: string) =>
  createHmac('sha256', `work-image:${secret}`).update(`${assignmentId}\n${expires}`).digest('base64url');

export function imageUrl(deps: Pick<Deps, 'secrets'>, assignmentId: string, expires: string): string {
  return `${WORK_API}/images/${assignmentId}?t=${token(deps.secrets.users, assignmentId, expires)}`;
}

export function imageTokenValid(
  deps: Pick<Deps, 'secrets'>,
  assignmentId: string,
  expires: string,
  given: string,
): boolean {
  const want = Buffer.from(token(deps.secrets.users, assignmentId, expires));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}
