// A toast that survives one page load. Sign-in and sign-up are public pages, so 'Successfully
// Logged In' is shown by the member app the page after; logging out or deleting the account ends
// on a public page, which shows 'Logged out successfully!' or 'Account deleted successfully!'.
// Session storage: it belongs to this tab and is read once.
const FLASH_KEY = 'mapato:flash';

export interface Flash {
  message: string;
  /** How long the toast stays; the toaster's default when absent. */
  durationMs?: number;
}

/** Remember a toast for the next page this tab loads. */
export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode, full): the toast is a courtesy, what it reports still happened.
  }
}

/** Whether a toast is waiting (without taking it): the public site then hydrates its nav at once. */
export function hasFlash(): boolean {
  try {
    return sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}

/** The toast left by the previous page, once; null when there is none. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
      const duration = 'durationMs' in value && typeof value.durationMs === 'number' ? value.durationMs : undefined;
      return duration === undefined ? { message: value.message } : { message: value.message, durationMs: duration };
    }
  } catch {
    // Unreadable storage or a value we did not write: nothing to show.
  }
  return null;
}
