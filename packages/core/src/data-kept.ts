// What Mapato keeps about a member, why, and for how long (Kenya's Data Protection Act 2019: a
// member is told what is collected and why, s.29, and may have a copy, s.26; issue 12). One list
// for the summary inside "Download my data", the Account screen and the Privacy page.

export interface DataKept {
  what: string;
  why: string;
  howLong: string;
}

const WITH_THE_BOOKS =
  'Kept as financial records, also after you delete your account (the law requires them), without your profile details.';

export const DATA_KEPT: readonly DataKept[] = [
  {
    what: 'Your profile: username, name, e-mail, mobile number, level, balance and totals.',
    why: 'To run your account: to sign you in, credit your earnings and pay you.',
    howLong: 'While your account is open. Deleting your account erases your username, name, e-mail and mobile number.',
  },
  {
    what: 'Your password, only as a one-way hash (it is not in the download).',
    why: 'To check your password when you sign in.',
    howLong: 'While your account is open.',
  },
  {
    what: 'Your ledger: every credit and debit of your balance.',
    why: 'Your balance is the sum of these rows.',
    howLong: WITH_THE_BOOKS,
  },
  {
    what: "Your withdrawals and their M-Pesa payouts: the name and number paid, M-Pesa's receipts.",
    why: 'To pay you and to prove each payment.',
    howLong: WITH_THE_BOOKS,
  },
  {
    what: 'Your upgrade requests and bond payments with their M-Pesa references.',
    why: 'To confirm your payments and your level.',
    howLong: WITH_THE_BOOKS,
  },
  {
    what: 'The tasks you completed and what each paid.',
    why: 'Each task pays once a day.',
    howLong: WITH_THE_BOOKS,
  },
  {
    what: 'Your messages to support and our replies.',
    why: 'To answer you.',
    howLong: 'While your account is open. Deleting your account erases what you wrote; our replies stay.',
  },
  {
    what: "The audit log's rows about your account: which staff member looked at or changed it, and when.",
    why: 'So every action our staff take on your account can be checked.',
    howLong: WITH_THE_BOOKS,
  },
  {
    what: 'The stored answers to your money requests.',
    why: 'So a request repeated over a bad connection never moves your money twice.',
    howLong: WITH_THE_BOOKS,
  },
];

/** The version of the "Download my data" file's layout, inside it: a reader knows what it holds. */
export const MY_DATA_FORMAT = 'mapato-member-export/1';

/** The file "Download my data" saves: mapato-data-<username>-<YYYY-MM-DD>.json. */
export function myDataFileName(username: string, exportedAt: string): string {
  return `mapato-data-${username.replace(/[^A-Za-z0-9_-]/g, '_')}-${exportedAt.slice(0, 10)}.json`;
}
