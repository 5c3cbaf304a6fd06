// The books' accounts a float move touches, as the console names them (the server's list is
// protocol's FLOAT_ACCOUNTS; only its type reaches the browser, docs/decisions/050).
import type { FloatAccount } from '@mapato/client';
import { m } from '@mapato/i18n';

/** Where money may come from: the owners' money only comes in. */
export const FROM_ACCOUNTS: readonly FloatAccount[] = ['mpesa_paybill', 'mpesa_utility', 'bank', 'owner_equity'];
export const TO_ACCOUNTS: readonly FloatAccount[] = ['mpesa_paybill', 'mpesa_utility', 'bank'];

export const accountLabel = (account: FloatAccount): string =>
  ({
    mpesa_paybill: m.admin_accountPaybill(),
    mpesa_utility: m.admin_accountUtility(),
    bank: m.admin_accountBank(),
    owner_equity: m.admin_accountOwners(),
  })[account];
