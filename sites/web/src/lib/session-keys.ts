// Storage keys shared by the session store and the session directive (which must stay tiny).
/** The PocketBase SDK's auth store key in localStorage. */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';
/** Set just before the logout reload so the next page shows 'Logged out successfully!'. */
export const LOGOUT_TOAST_KEY = 'mapato:logout-toast';
