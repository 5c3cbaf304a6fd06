// What the console's lists are called and how they are counted, in the page's language. A count
// is one message, never a number glued to a word: in Kiswahili the number follows the noun
// ('maombi 3 ya kutoa pesa'), and Intl.PluralRules picks the form in both languages.
import { m } from '@mapato/i18n';

const NOUNS = {
  withdrawals: {
    name: () => m.console_listWithdrawals(),
    count: (count: number) => m.console_countWithdrawals({ count }),
  },
  bonds: { name: () => m.console_listBonds(), count: (count: number) => m.console_countBonds({ count }) },
  accounts: { name: () => m.console_listAccounts(), count: (count: number) => m.console_countAccounts({ count }) },
  threads: { name: () => m.console_listThreads(), count: (count: number) => m.console_countThreads({ count }) },
  members: { name: () => m.console_listMembers(), count: (count: number) => m.console_countMembers({ count }) },
  auditRows: { name: () => m.console_listAuditRows(), count: (count: number) => m.console_countAuditRows({ count }) },
  ledgerRows: {
    name: () => m.console_listLedgerRows(),
    count: (count: number) => m.console_countLedgerRows({ count }),
  },
} as const;

/** What a console list holds, e.g. 'withdrawals' */
export type Noun = keyof typeof NOUNS;

/** The list's name, as headings and labels use it: 'withdrawals', 'maombi ya kutoa pesa' */
export const listName = (noun: Noun): string => NOUNS[noun].name();

/** '1 withdrawal', '1,234 withdrawals', 'maombi 3 ya kutoa pesa' */
export const countOf = (noun: Noun, count: number): string => NOUNS[noun].count(count);
