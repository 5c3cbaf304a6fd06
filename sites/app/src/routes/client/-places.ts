// The client screens' places and their paths under /client: /client (the projects), /client/login,
// /client/new, /client/keys, /client/balance (one route, `$page`) and /client/projects/<id>. A page
// that names no screen shows the projects. The sign-in page carries the page to come back to as
// `?redirect=<path>`, read by the check the console uses too.
import type { ClientPlace } from '../../features/client/client-link.tsx';
import { pathBackTo } from '../../lib/back-after-sign-in.ts';

/** `/client/<page>`; on the sign-in page, `redirect` (as the URL gave it) is where the client is sent once signed in. */
export function placeOf(page: string, redirect?: unknown): ClientPlace {
  if (page === 'login') {
    const path = pathBackTo('/client', redirect);
    const back = path === undefined ? undefined : placeAt(path);
    return back ? { to: 'login', back } : { to: 'login' };
  }
  return page === 'new' || page === 'keys' || page === 'balance' ? { to: page } : { to: 'projects' };
}

/** The address of a place; the sign-in's carries the page to come back to as `?redirect=`. */
export function hrefOf(place: ClientPlace): string {
  if (place.to === 'login' && place.back) return `/client/login?redirect=${encodeURIComponent(pathOf(place.back))}`;
  return pathOf(place);
}

function pathOf(place: ClientPlace): string {
  if (place.to === 'projects') return '/client';
  if (place.to === 'project') return `/client/projects/${encodeURIComponent(place.id)}`;
  return `/client/${place.to}`;
}

function placeAt(path: string): ClientPlace | undefined {
  const [, page, id, more] = new URL(path, 'https://mapato.invalid').pathname.split('/').slice(1);
  if (more !== undefined) return undefined;
  if (page === undefined || page === '') return { to: 'projects' };
  if (page === 'projects' && id) return { to: 'project', id: decoded(id) };
  if (id !== undefined) return undefined;
  const place = placeOf(page);
  return place.to === 'login' ? undefined : place;
}

/** A record id is letters and digits; anything else is no project (and finds none). */
const decoded = (id: string) => (/^[\w-]{1,64}$/.test(id) ? id : '-');
