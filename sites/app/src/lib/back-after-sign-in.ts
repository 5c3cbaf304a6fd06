// Where a sign-in sends a person back to: the page they opened while signed out, carried in the
// sign-in page's `?redirect=`. The console (/admin) and the client screens (/client) read it with
// this one check, so neither can be made to send someone to another site (an open redirect) or to
// the other area: only a path of this origin under the area, never its sign-in page.
const ORIGIN = 'https://mapato.invalid';

export type SignInArea = '/admin' | '/client';

/** `value` as a path under `area` to go back to after signing in, or undefined when it is not one. */
export function pathBackTo(area: SignInArea, value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${area}`) || value.length > 2000) return undefined;
  let url: URL;
  try {
    // Resolving folds "..", "\" and "//" the way a browser would, so what is checked is what is opened.
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  const path = url.pathname;
  const inArea = path === area || path.startsWith(`${area}/`);
  const signIn = path === `${area}/login` || path.startsWith(`${area}/login/`);
  return url.origin === ORIGIN && inArea && !signIn ? `${path}${url.search}${url.hash}` : undefined;
}
