// What a member reads when paid work is refused (docs/decisions/068-paid-work-messages-one-home.md):
// worded once here, in the paid-work message area, and called by the server, the mocks and the Task
// Area's stories alike, so the three cannot word one refusal three ways. The status each is sent with
// stays the caller's (the contract test holds server and mocks to the same). `locale` last, as
// docs/decisions/051-one-way-to-speak-a-members-language.md asks: the server passes the request's,
// a browser and the mocks leave it out and get the page's.
import { m, type Locale } from '@mapato/i18n';
import { goldAccuracy, type GoldRecord } from './checking.ts';

/** Nothing to lease: no project for this member (`project` null), or none in the one asked for. */
export const noWorkRefusal = (project: string | null | undefined, locale?: Locale): string =>
  project == null ? m.paidWork_noWork({}, { locale }) : m.paidWork_noWorkInProject({}, { locale });

/** The level's answers for this Nairobi day are all given (or held by open leases). */
export const dayLimitRefusal = (limit: number, locale?: Locale): string => m.paidWork_dayLimit({ limit }, { locale });

/** A project's accuracy cut-off closed it to this member: their control accuracy against its minimum. */
export const cutOffRefusal = (record: GoldRecord, minAccuracy: number, locale?: Locale): string =>
  m.paidWork_accuracyCutOff({ accuracy: goldAccuracy(record) ?? 0, required: minAccuracy }, { locale });

export const tooManyOpenRefusal = (locale?: Locale): string => m.paidWork_tooManyOpen({}, { locale });

/** Someone else's lease, or none: the same words, so a lease id tells a stranger nothing. */
export const assignmentMissingRefusal = (locale?: Locale): string => m.paidWork_assignmentMissing({}, { locale });

export const assignmentClosedRefusal = (locale?: Locale): string => m.paidWork_assignmentClosed({}, { locale });

export const leaseExpiredRefusal = (locale?: Locale): string => m.paidWork_leaseExpired({}, { locale });

/** A leased item's picture asked for with a forged or lapsed address. */
export const imageMissingRefusal = (locale?: Locale): string => m.paidWork_imageMissing({}, { locale });
