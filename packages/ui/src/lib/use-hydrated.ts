// False while React renders the static HTML and while it hydrates that HTML, true afterwards. A
// session-aware island uses it to draw, before the session is read, the member's placeholder the
// static page carries (shown by the session class only to a member), and to drop it once the
// session is known; a prerendered form keeps its submit button disabled until pressing it does
// what the member expects (never a GET with a password in the URL).
//
// The switch to true is a transition, drawn in slices like the hydration itself. (It was a
// useSyncExternalStore whose client value differed from the server's: React then redraws at once,
// in one uninterruptible stretch that was the member app's longest task on a slow phone, ADR 028.)
// A component first drawn after hydration sees false for one render too; what it holds back (a
// name, a badge, a button's enabling) follows a moment later.
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
