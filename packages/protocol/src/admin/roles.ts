// Who may do what on /api/admin: the roles and the money rule are core's (the console needs them as
// values, docs/decisions/050); the refusal a support admin reads is the protocol's.
export { ADMIN_ROLES, isAdminRole, mayMoveMoney, type AdminRole } from '@mapato/core';

export const SUPPORT_ROLE_REFUSAL = 'Only an admin can do this; support operators read and answer.';
