// Core's texts in Kiswahili: templated sentences keep their amounts (written by formatKsh, the
// same in both languages), counts pick the right form, and texts kept in constants follow the
// language of the moment they are read, not of the moment the module was loaded.
import { getLocale, m, overwriteGetLocale, type Locale } from '@mapato/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bondNotAcceptedDetail, bondPaymentWay } from './bonds.ts';
import { DATA_KEPT } from './data-kept.ts';
import { formatDisplayDate, formatDisplayDateTime } from './dates.ts';
import { LEVELS, levelInfo, paybackText, salaryTable, salaryTableNote } from './levels.ts';
import {
  balanceExceededMessage,
  bondDeclinedDetail,
  dailyLimitMessage,
  minimumWithdrawalMessage,
  mpesaReasonInReadersLanguage,
  payoutDeclinedDetail,
  supportUnreadLabel,
  withdrawalSubmittedDetail,
} from './messages.ts';
import { formatKsh } from './money.ts';
import { withdrawalApprovalNote, withdrawalConfirmQuestion, withdrawalWaitingDetail } from './payouts.ts';
import { badgeText, registrationBadge, withdrawalBadge } from './status-badge.ts';
import { ONE_TIME_TASKS } from './tasks.ts';
import { validateWithdrawalForm, withdrawalSubmitState } from './validate-withdrawal.ts';

const originalGetLocale = getLocale;
let locale: Locale = 'sw';
beforeEach(() => {
  locale = 'sw';
  overwriteGetLocale(() => locale);
});
afterEach(() => overwriteGetLocale(originalGetLocale));

describe('a message asked for in Kiswahili', () => {
  it('answers in Kiswahili whatever the current language', () => {
    locale = 'en';
    expect(m.withdrawSubmit({}, { locale: 'sw' })).toBe('Toa Pesa');
    expect(m.processing({}, { locale: 'sw' })).toBe('Inashughulikiwa...');
    expect(m.withdrawSubmit()).toBe('Withdraw Funds');
  });
});

describe('templated messages in Kiswahili', () => {
  it('says the minimum withdrawal with its amount', () => {
    expect(minimumWithdrawalMessage()).toBe('Unaweza kutoa kuanzia KSh 1,000');
    expect(withdrawalSubmitState(500, false)).toEqual({
      disabled: true,
      label: 'Unaweza kutoa kuanzia KSh 1,000',
    });
    expect(withdrawalSubmitState(5000, false).label).toBe('Toa Pesa');
  });

  it('says the daily limit and what is left of it', () => {
    expect(dailyLimitMessage(12_500)).toBe(
      'Kikomo cha kila siku cha kutoa pesa ni KSh 70,000. Leo unaweza kutoa hadi KSh 12,500 zaidi.',
    );
  });

  it('writes amounts as in English', () => {
    expect(balanceExceededMessage(85_050)).toBe('Huwezi kutoa zaidi ya salio lako linalopatikana (KSh 85,050)');
    expect(withdrawalSubmittedDetail(1500, '0712345678')).toBe('KSh 1,500 zitatumwa kwa 0712345678');
    expect(payoutDeclinedDetail(2000, '')).toBe('KSh 2,000 zimerudishwa kwenye salio lako.');
  });

  it('gives M-Pesa reasons in Kiswahili', () => {
    expect(bondDeclinedDetail(m.mpesaWrongPin())).toBe('PIN si sahihi. Hakuna pesa iliyokatwa; unaweza kujaribu tena.');
    expect(bondDeclinedDetail('')).toBe(
      'M-Pesa haikuthibitisha malipo. Hakuna pesa iliyokatwa; unaweza kujaribu tena.',
    );
  });

  it('puts the number after the noun and picks one or many', () => {
    expect(supportUnreadLabel(1)).toBe('Jibu 1 halijasomwa');
    expect(supportUnreadLabel(3)).toBe('Majibu 3 hayajasomwa');
  });

  it('validates a withdrawal form in Kiswahili', () => {
    expect(validateWithdrawalForm({ fullName: '', mpesaNumber: '12', withdrawAmount: '500', balance: 2000 })).toEqual({
      fullName: 'Tafadhali weka jina lako kamili',
      mpesaNumber: 'Tafadhali weka nambari sahihi ya M-Pesa (k.m., 0712345678 au 254712345678)',
      withdrawAmount: 'Unaweza kutoa kuanzia KSh 1,000',
    });
  });
});

describe('dates in Kiswahili', () => {
  it.each([
    ['2026-03-05 09:00:00.000Z', '5 Machi 2026'],
    ['2026-08-15', '15 Agosti 2026'],
    ['2026-11-27 09:00:00.000Z', '27 Novemba 2026'],
    ['2026-12-31 21:00:00.000Z', '1 Januari 2027'],
    [null, 'Haipo'],
    ['garbage', 'Tarehe si sahihi'],
  ])('%j → %s', (value, text) => {
    expect(formatDisplayDate(value)).toBe(text);
  });

  it('keeps the 24-hour time after the date', () => {
    expect(formatDisplayDateTime('2026-11-22 21:30:05.000Z')).toBe('23 Novemba 2026, 00:30');
  });

  it('says a broken amount is missing, as a missing date is', () => {
    expect(formatKsh(Number.NaN)).toBe('Haipo');
  });
});

describe('status badges', () => {
  it('show the word in Kiswahili and keep the English label as the identifier', () => {
    const badge = withdrawalBadge({});
    expect(badge).toEqual({ label: 'Pending', colour: 'grey' });
    expect(badgeText(badge.label)).toBe('Inasubiri');
    expect(badgeText(withdrawalBadge({ processing: true }).label)).toBe('Inashughulikiwa');
    expect(badgeText(withdrawalBadge({ disbursed: true }).label)).toBe('Imekamilika');
    expect(badgeText(withdrawalBadge({ declined: true }).label)).toBe('Imekataliwa');
    expect(badgeText(registrationBadge({ declined: true, method: 'stk' }).label)).toBe('Haijalipwa');
  });
});

describe('texts kept in constants follow the language they are read in', () => {
  it('names tasks in the language of the moment, ids unchanged', () => {
    const share = ONE_TIME_TASKS[0]!;
    expect(share.id).toBe('share-referral-link');
    expect(share.title).toBe('Shiriki kiungo cha mwaliko');
    expect(share.details).toContain('KSh 100');
    locale = 'en';
    expect(share.title).toBe('Share referral link');
    expect({ ...ONE_TIME_TASKS[3]! }).toMatchObject({ id: 'join-whatsapp', title: 'Join WhatsApp group', reward: 30 });
  });

  it('names worded levels in Kiswahili and keeps the codes', () => {
    expect(LEVELS.map((l) => l.name)).toEqual([
      'Mwanagenzi',
      'J1',
      'J2',
      'J3',
      'J4',
      'J5',
      'J6',
      'J7',
      'J8',
      'Mshirika wa Jiji',
    ]);
    expect(salaryTable()[9]).toMatchObject({ name: 'Mshirika wa Jiji', daily: 210_000 });
    expect(JSON.parse(JSON.stringify(levelInfo(1)))).toEqual({
      level: 1,
      name: 'Mwanagenzi',
      investment: 0,
      tasksPerDay: 4,
      payPerTask: 11,
    });
    expect(salaryTableNote()).toBe(
      'Malipo ya kila siku ni hadi kiasi kilichoonyeshwa: yanategemea kuwepo kwa kazi za kulipwa kwa kiwango chako, na majibu yanayokubaliwa tu ndiyo hulipwa. Takwimu ni makadirio na zinaweza kubadilika.',
    );
  });

  it('says how long a bond takes to earn back, one day or many', () => {
    expect(paybackText(levelInfo(1)!)).toBe('Hakuna dhamana ya kurejesha');
    expect(paybackText(levelInfo(2)!)).toBe('takriban siku 31 za kufanya kazi zote ili kurejesha KSh 3,000');
    const oneDay = { level: 2, name: 'X', investment: 100, tasksPerDay: 10, payPerTask: 10 };
    expect(paybackText(oneDay)).toBe('takriban siku 1 ya kufanya kazi zote ili kurejesha KSh 100');
    expect(paybackText({ ...oneDay, payPerTask: 0 })).toBe('Kazi pekee hazitarejesha KSh 100');
  });

  it('tells what we keep in Kiswahili, in the export file too', () => {
    const copied = DATA_KEPT.map((item) => ({ ...item }));
    for (const item of DATA_KEPT) for (const text of [item.what, item.why, item.howLong]) expect(text).toMatch(/\.$/);
    expect(DATA_KEPT[0]!.what).toBe(
      'Wasifu wako: jina la mtumiaji, jina, barua pepe, nambari ya simu, kiwango, salio na jumla.',
    );
    expect(JSON.stringify(DATA_KEPT)).toContain('Muda wote akaunti yako ipo.');
    locale = 'en';
    expect(DATA_KEPT[1]!.howLong).toBe('While your account is open.');
    expect(copied[1]!.howLong).toBe('Muda wote akaunti yako ipo.');
  });
});

describe('money flows in Kiswahili', () => {
  it('asks before sending and says what waits', () => {
    expect(withdrawalConfirmQuestion(1200, '0712345678')).toBe('Tuma KSh 1,200 kwa 0712 345 678?');
    expect(withdrawalApprovalNote(5000)).toBe(
      'Kiasi kinachozidi KSh 5,000 kinasubiri idhini ya timu yetu kabla ya kutumwa.',
    );
    expect(withdrawalApprovalNote(0)).toBe(
      'Kila ombi la kutoa pesa linasubiri idhini ya timu yetu kabla ya pesa kutumwa.',
    );
    expect(withdrawalWaitingDetail(6000, '254712345678')).toBe(
      'KSh 6,000 kwa 0712 345 678 zinasubiri idhini. Tutazituma timu yetu ikishaidhinisha.',
    );
  });

  it('names how a bond was paid and why it was not accepted', () => {
    expect(bondPaymentWay({ method: 'stk', msisdn: '254700000000', mpesa_ref: '' })).toBe(
      'ombi la PIN la M-Pesa kwa 0700 000 000',
    );
    expect(bondPaymentWay({ method: 'manual', msisdn: '', mpesa_ref: 'QKC1ABCD2E' })).toBe(
      'msimbo wa muamala wa M-Pesa QKC1ABCD2E',
    );
    expect(bondNotAcceptedDetail({ method: 'manual', reason: '' })).toBe(
      'Timu yetu haikupata malipo yanayolingana na msimbo huu. Kama ulilipa, tuandikie kwenye ukurasa wa Msaada pamoja na msimbo wako wa muamala wa M-Pesa.',
    );
  });
});

describe('M-Pesa reasons stored in English', () => {
  it('are shown in the reader’s language; a reason an operator typed is shown as typed', () => {
    const stored = m.mpesaCancelled({}, { locale: 'en' });
    expect(mpesaReasonInReadersLanguage(stored)).toBe(m.mpesaCancelled({}, { locale: 'sw' }));
    expect(mpesaReasonInReadersLanguage(`${stored}.`)).toBe(m.mpesaCancelled({}, { locale: 'sw' }));
    expect(bondDeclinedDetail(stored)).toContain(m.mpesaCancelled({}, { locale: 'sw' }));
    expect(bondDeclinedDetail(stored)).not.toContain(stored);
    expect(mpesaReasonInReadersLanguage('Duplicate reference')).toBe('Duplicate reference');
    locale = 'en';
    expect(mpesaReasonInReadersLanguage(stored)).toBe(stored);
  });
});
