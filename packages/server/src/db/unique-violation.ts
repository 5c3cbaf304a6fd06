// Which unique column a failed write collided with, on either engine, so a race that slips past a
// "is it taken?" check still ends as a field error (400 validation_not_unique), never a 500.

/** The column of a UNIQUE violation ('username_key', 'phone_key' …), or null for any other error. */
export function uniqueViolationColumn(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown };
  // SQLite: "UNIQUE constraint failed: users.username_key"
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: \w+\.(\w+)/.exec(String(e.message));
    return m?.[1] ?? '';
  }
  // PostgreSQL 23505: detail "Key (username_key)=(amina) already exists."
  if (e.code === '23505') {
    const m = /^Key \((\w+)\)/.exec(String(e.detail ?? ''));
    return m?.[1] ?? '';
  }
  return null;
}
