// Referral links (/ref/NAME) and the invitation code read back from them, so the link a
// member shares and the code the sign-up form sends always name the same member.

/** `${origin}/ref/${username}`, safe for any username and any trailing slashes on origin. */
export function referralLink(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/ref/${encodeURIComponent(username)}`;
}

/** The invitation code from ?ref= or the form; blank means none. */
export function parseReferralCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return code === '' ? null : code;
}
