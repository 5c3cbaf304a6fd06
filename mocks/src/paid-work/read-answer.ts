// An answer's body read against the project's kind, by the server's own rule (@mapato/protocol's
// readAnswerBody over core's normaliseAnswer): the same normal form, the same field errors.
import type { Locale } from '@mapato/i18n';
import { readAnswerBody } from '@mapato/protocol';
import { orThrow } from '../errors.ts';
import type { MockProject } from './catalogue.ts';

export const readAnswer = (project: MockProject, body: unknown, locale?: Locale): string =>
  orThrow(readAnswerBody(project, body, locale));
