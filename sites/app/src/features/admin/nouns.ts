// What the console's lists are called and how they are counted, in the page's language. A count
// is one message, never a number glued to a word: in Kiswahili the number follows the noun
// ('maombi 3 ya kutoa pesa'), and Intl.PluralRules picks the form in both languages.
import { m } from '@mapato/i18n';

const NOUNS = {
  withdrawals: {
    name: () => m.admin_listWithdrawals(),
    count: (count: number) => m.admin_countWithdrawals({ count }),
  },
  bonds: { name: () => m.admin_listBonds(), count: (count: number) => m.admin_countBonds({ count }) },
  accounts: { name: () => m.admin_listAccounts(), count: (count: number) => m.admin_countAccounts({ count }) },
  threads: { name: () => m.admin_listThreads(), count: (count: number) => m.admin_countThreads({ count }) },
  members: { name: () => m.admin_listMembers(), count: (count: number) => m.admin_countMembers({ count }) },
  auditRows: { name: () => m.admin_listAuditRows(), count: (count: number) => m.admin_countAuditRows({ count }) },
  ledgerRows: {
    name: () => m.admin_listLedgerRows(),
    count: (count: number) => m.admin_countLedgerRows({ count }),
  },
} as const;

/** What a console list holds, e.g. 'withdrawals' */
export type Noun = keyof typeof NOUNS;

/** The list's name, as headings and labels use it: 'withdrawals', 'maombi ya kutoa pesa' */
export const listName = (noun: Noun): string => NOUNS[noun].name();

/** '1 withdrawal', '1,234 withdrawals', 'maombi 3 ya kutoa pesa' */
export const countOf = (noun: Noun, count: number): string => NOUNS[noun].count(count);
