// The no-script door of the Contact and Support forms (ADR 022): the page's own <form> posted by a
// browser before its script arrived, or with scripts off. It lives outside /api so the API's
// JSON-only rule stays whole; it keeps the API's Origin rule (same-origin.ts runs on /forms/*),
// and a message is checked, counted against the same per-address limit and stored by the same
// call as the API's (acceptSupportMessage). Success is a 303 to the page's thank-you state;
// every refusal is an HTML page (form-page.ts) with the API's status and words.
import type { ContactField } from '@mapato/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '../../../domain/api-error.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { asApiError } from '../../plumbing/errors.ts';
import { formPagePath, formRefusalPage, type FormSpec } from './form-page.ts';
import { acceptSupportMessage } from '../support/support-messages.ts';
import { m } from '@mapato/i18n';
import { PB } from '@mapato/protocol';

/** The element the pages show, by CSS `:target`, once a message was stored: no script needed. */
const SENT_FRAGMENT = 'message-sent';

const FIELDS: readonly ContactField[] = ['name', 'email', 'message'];
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A urlencoded body as the API's body reader expects it: one string per field; a field sent
 * twice becomes a list, which the reader refuses like any value of the wrong type.
 */
function readForm(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/** What the person typed, to give back in the refusal page; null when the body was never read. */
function typedValues(body: unknown): Record<ContactField, string> | null {
  if (typeof body !== 'object' || body === null) return null;
  const read = (name: ContactField) => {
    const value: unknown = (body as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '';
  };
  return { name: read('name'), email: read('email'), message: read('message') };
}

function refusal(form: FormSpec, error: ApiError, request: FastifyRequest): string {
  const errors: Partial<Record<ContactField, string>> = {};
  const others: string[] = [];
  for (const [name, problem] of Object.entries(error.data)) {
    if ((FIELDS as readonly string[]).includes(name)) errors[name as ContactField] = problem.message;
    else others.push(`${name}: ${problem.message}`);
  }
  const retryAfter = error.headers['retry-after'];
  // Only non-browsers reach a 415 (our page always posts urlencoded): name what is accepted.
  const message =
    error.status === 415
      ? `Unsupported content type: send the form as ${FORM_TYPE}.`
      : // PocketBase's sentence, in English on the wire; the page says it in the reader's language.
        error.message === PB.messageFailed
        ? m.messageFailed({}, { locale: request.locale })
        : error.message;
  return formRefusalPage(
    form,
    {
      message: [message, ...others].join(' '),
      errors,
      // A body-less post still gets the empty form back beside the fields' errors.
      values:
        typedValues(request.body) ?? (Object.keys(errors).length > 0 ? { name: '', email: '', message: '' } : null),
      ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
    },
    request.locale,
  );
}

export async function registerFormPost(app: FastifyInstance, ctx: HttpContext, form: FormSpec): Promise<void> {
  // Its own scope: the urlencoded reader and the HTML answers apply to this route alone.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      done(null, readForm(typeof body === 'string' ? body : body.toString('utf8')));
    });
    scope.setErrorHandler((raw: FastifyError | ApiError, request, reply) => {
      const error = asApiError(raw, request);
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.status)
        .type('text/html; charset=utf-8')
        .send(refusal(form, error, request));
    });
    scope.post(form.action, async (request, reply) => {
      // The route names the kind; a posted `kind` cannot turn a contact message into a chat line.
      await acceptSupportMessage(ctx, request, { ...typedFields(request.body), kind: form.kind });
      // Nothing the person typed goes into the address: only the page and its thank-you state.
      return reply.redirect(`${formPagePath(form, request.locale)}#${SENT_FRAGMENT}`, 303);
    });
  });
}

function typedFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
