/** PocketBase's datetime format: UTC, millisecond precision, a space instead of "T". */
export function pbNow(now: Date): string {
  return now.toISOString().replace('T', ' ');
}
