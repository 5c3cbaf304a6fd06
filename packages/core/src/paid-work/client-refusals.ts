// What a client reads when a project's step is refused (docs/decisions/068-paid-work-messages-one-home.md):
// worded once here, in the client message area, and called by the server, the mocks and the client
// screens, so they cannot word one refusal differently. The project body's field problems are
// project-rules.ts's; the items body's are protocol's readItemsBody. `locale` last, as
// docs/decisions/051-one-way-to-speak-a-members-language.md asks.
import { m, type Locale } from '@mapato/i18n';

/** Items may be added while the quote is not yet paid: a draft, or one waiting for its M-Pesa prompt. */
export const ITEMS_EDITABLE_STATUSES: readonly string[] = ['draft', 'funding'];
/** A project may be funded (again, after a declined prompt) until its money is in. */
export const FUNDABLE_STATUSES: readonly string[] = ['draft', 'funding'];
/** The statuses a client's answers can be listed by. */
export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const itemsNotEditableRefusal = (locale?: Locale): string => m.client_itemsNotEditable({}, { locale });

/** Item `n` (from 1) has a picture that is not a JPEG, PNG or WebP of at most 1 MB. */
export const itemImageRefusal = (n: number, locale?: Locale): string => m.client_itemImageBad({ n }, { locale });

export const notFundableRefusal = (locale?: Locale): string => m.client_fundNotFundable({}, { locale });

export const noItemsRefusal = (locale?: Locale): string => m.client_fundNoItems({}, { locale });

export const fundPhoneRefusal = (locale?: Locale): string => m.client_fundPhoneBad({}, { locale });

export const promptOpenRefusal = (locale?: Locale): string => m.client_fundPromptOpen({}, { locale });

/** This server takes no M-Pesa prompts (manual payments): only a recorded bank transfer funds a project. */
export const noPromptsRefusal = (locale?: Locale): string => m.client_fundNoPrompts({}, { locale });

export const alreadyClosedRefusal = (locale?: Locale): string => m.client_closeClosed({}, { locale });

export const resultsFormatRefusal = (locale?: Locale): string => m.client_resultsFormat({}, { locale });

/** `?status=` of a project's answers is none of REVIEW_STATUSES. */
export const answerStatusRefusal = (locale?: Locale): string => m.client_answersStatus({}, { locale });

/** An API key's name is missing or longer than 100 characters. */
export const keyNameRefusal = (locale?: Locale): string => m.client_keyNameNeeded({}, { locale });
