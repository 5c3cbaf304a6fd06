// Storage keys shared by the session store and the session directive (which must stay tiny).
/** The PocketBase SDK's auth store key in localStorage. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';
/**
 * On <html> while a member is signed in: set before first paint by components/session-class.astro,
 * kept in step by the session store. styles/global.css spells it too (CSS cannot import it).
 */
export const SIGNED_IN_CLASS = 'signed-in';
