// The client screens' places and their paths under /client: '' (the projects), 'login', 'new',
// 'keys', 'balance', 'projects/<id>'. A path that names no screen shows the projects.
import type { ClientPlace } from '../../features/client/client-link.tsx';

export function splatOf(place: ClientPlace): string {
  if (place.to === 'projects') return '';
  if (place.to === 'project') return `projects/${encodeURIComponent(place.id)}`;
  return place.to;
}

export function placeOf(splat: string): ClientPlace {
  const [first = '', id = '', ...rest] = splat.split('/').filter(Boolean);
  if (first === 'projects' && id && rest.length === 0) return { to: 'project', id: decodeURIComponent(id) };
  if (rest.length === 0 && id === '' && (first === 'login' || first === 'new' || first === 'keys' || first === 'balance'))
    return { to: first };
  return { to: 'projects' };
}
