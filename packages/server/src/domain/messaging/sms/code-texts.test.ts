// The words of each SMS that carries a code (ADR 046): every one is typed into Mapato by the member
// (or given to the member by whoever holds a payout number), so none may say "never share it"; each
// says where to enter it, for what, and that Mapato's staff never ask for it. One GSM-7 SMS each.
import { fitsOneSms } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';

const CODE = '123456';
const texts = (locale: Locale) => ({
  verify: m.sms_verifyCode({ code: CODE }, { locale }),
  payout: m.sms_payoutNumberCode({ code: CODE }, { locale }),
  reset: m.sms_resetCode({ code: CODE }, { locale }),
  phoneChange: m.sms_phoneChangeCode({ code: CODE }, { locale }),
});

/** What each language must say: enter it in Mapato, staff never ask; and the forbidden words. */
const WORDS = {
  en: { enter: /\benter\b.*\bin Mapato\b/i, staff: 'Mapato staff will never ask you for it', never: /never share/i },
  sw: {
    enter: /\bweka\b.*\bkwenye Mapato\b/,
    staff: 'Wafanyakazi wa Mapato hawatakuomba msimbo huu',
    never: /usimpe mtu/i,
  },
} as const;

/** The use each code is for, as its SMS names it. */
const USE = {
  en: { verify: 'verify your phone', payout: 'M-Pesa payouts', reset: 'new password', phoneChange: "account's phone" },
  sw: {
    verify: 'kuthibitisha simu yako',
    payout: 'kupokea M-Pesa',
    reset: 'nenosiri jipya',
    phoneChange: 'simu ya akaunti',
  },
} as const;

describe('the SMS of each code', () => {
  for (const locale of ['en', 'sw'] as const) {
    for (const [kind, text] of Object.entries(texts(locale)) as [keyof typeof USE.en, string][]) {
      it(`${kind} (${locale}) says to enter it in Mapato, for what, and that staff never ask`, () => {
        const words = WORDS[locale];
        expect(text).toContain(CODE);
        expect(text).toMatch(words.enter);
        expect(text).toContain(USE[locale][kind]);
        expect(text).toContain(words.staff);
        expect(text).not.toMatch(words.never);
        expect(fitsOneSms(text), text).toBe(true);
      });
    }
  }
});
