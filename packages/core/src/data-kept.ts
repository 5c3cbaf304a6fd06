// What Mapato keeps about a member, why, and for how long (Kenya's Data Protection Act 2019: a
// member is told what is collected and why, s.29, and may have a copy, s.26; ADR 029). One list
// for the summary inside "Download my data", the Account screen and the Privacy page.
import { m, type Locale } from '@mapato/i18n';
import { nairobiDay, parsePbDate } from './dates.ts';

export interface DataKept {
  what: string;
  why: string;
  howLong: string;
}

/** One kind of data; each field is read in the reader's language (the texts are messages). */
function kept(what: () => string, why: () => string, howLong: () => string): DataKept {
  return Object.freeze({
    get what() {
      return what();
    },
    get why() {
      return why();
    },
    get howLong() {
      return howLong();
    },
  });
}

type Text = (inputs?: object, options?: { locale?: Locale }) => string;

const KINDS: readonly (readonly [what: Text, why: Text, howLong: Text])[] = [
  [m.core_dataProfileWhat, m.core_dataProfileWhy, m.core_dataProfileHowLong],
  [m.core_dataPasswordWhat, m.core_dataPasswordWhy, m.core_dataWhileOpen],
  [m.core_dataLedgerWhat, m.core_dataLedgerWhy, m.core_dataWithTheBooks],
  [m.core_dataWithdrawalsWhat, m.core_dataWithdrawalsWhy, m.core_dataWithTheBooks],
  [m.core_dataUpgradesWhat, m.core_dataUpgradesWhy, m.core_dataWithTheBooks],
  [m.core_dataTasksWhat, m.core_dataTasksWhy, m.core_dataWithTheBooks],
  [m.core_dataSupportWhat, m.core_dataSupportWhy, m.core_dataSupportHowLong],
  [m.core_dataAuditWhat, m.core_dataAuditWhy, m.core_dataWithTheBooks],
  [m.core_dataAnswersWhat, m.core_dataAnswersWhy, m.core_dataWhileOpen],
  [m.core_dataSmsWhat, m.core_dataSmsWhy, m.core_dataWhileOpen],
  [m.core_dataUssdPinWhat, m.core_dataUssdPinWhy, m.core_dataWhileOpen],
  [m.core_dataPayoutNumbersWhat, m.core_dataPayoutNumbersWhy, m.core_dataPayoutNumbersHowLong],
];

// Getters, not strings: the Privacy page is built once per language and the app shows the page's,
// so a text is chosen when it is read, not when this module is loaded.
export const DATA_KEPT: readonly DataKept[] = Object.freeze(
  KINDS.map(([what, why, howLong]) => kept(what, why, howLong)),
);

/** The same list worded in `locale`: the server names the member's (ADR 051). */
export function dataKeptIn(locale: Locale): DataKept[] {
  return KINDS.map(([what, why, howLong]) => ({
    what: what({}, { locale }),
    why: why({}, { locale }),
    howLong: howLong({}, { locale }),
  }));
}

/** The version of the "Download my data" file's layout, inside it: a reader knows what it holds. */
export const MY_DATA_FORMAT = 'mapato-member-export/1';

/** The file "Download my data" saves: mapato-data-<username>-<YYYY-MM-DD>.json. */
export function myDataFileName(username: string, exportedAt: string): string {
  // The member's day (Nairobi), as every date on their screens: 00:30 on the 24th is the 24th.
  const at = parsePbDate(exportedAt);
  const day = at ? nairobiDay(at) : exportedAt.slice(0, 10);
  return `mapato-data-${username.replace(/[^A-Za-z0-9_-]/g, '_')}-${day}.json`;
}
