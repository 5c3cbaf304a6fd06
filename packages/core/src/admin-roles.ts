// The admins' roles and what each may do: the server refuses by this rule and the console (in the
// browser, which takes values from core only) offers its buttons by it, so it is written once here
// and re-exported with the rest of the admin vocabulary by protocol (docs/decisions/050).
export const ADMIN_ROLES = ['admin', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);

/** Admins move money (approve, decline, disburse, confirm, lift holds); support reads and answers. */
export const mayMoveMoney = (who: { role: string } | undefined): boolean => who?.role === 'admin';
