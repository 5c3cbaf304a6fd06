// What a viewer sees of a member's record: PocketBase omits the e-mail keys for viewers who may
// not see them (a guest signing up gets their record back without it unless it is visible).
import type { UserRecord } from '@mapato/core';

export function viewUser(record: UserRecord, opts: { withEmail: boolean }): UserRecord {
  if (opts.withEmail || record.emailVisibility) return record;
  const { email: _email, mail: _mail, ...rest } = record;
  return rest as UserRecord;
}
