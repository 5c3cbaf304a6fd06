// The client screens' places and their paths under /client: /client (the projects), /client/login,
// /client/new, /client/keys, /client/balance (one route, `$page`) and /client/projects/<id>. A page
// that names no screen shows the projects.
import type { ClientPlace } from '../../features/client/client-link.tsx';

export function placeOf(page: string): ClientPlace {
  return page === 'login' || page === 'new' || page === 'keys' || page === 'balance'
    ? { to: page }
    : { to: 'projects' };
}
