// False while React renders the static HTML and while it hydrates that HTML, true afterwards. A
// session-aware island uses it to draw, before the session is read, the member's placeholder the
// static page carries (shown by the session class only to a member), and to drop it once the
// session is known; a prerendered form keeps its submit button disabled until pressing it does
// what the member expects (never a GET with a password in the URL).
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
