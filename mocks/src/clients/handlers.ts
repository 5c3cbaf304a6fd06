// The clients' endpoints (/api/client/* and the `clients` sign-in), emulated over the same store as
// the members' (docs/style.md#mocks-speak-the-real-protocol): placed before the member handlers so
// the `clients` sign-in is answered here.
import { chooseLocale, localeFromAcceptLanguage, type Locale } from '@mapato/i18n';
import { http } from 'msw';
import type { HandlerContext } from '../context.ts';
import { idOf, readJson, respond } from '../respond.ts';
import { createKey, ledgerOf, listKeys, revokeKey } from './account.ts';
import { fundProject } from './funding.ts';
import { projectAnswers, review } from './answers.ts';
import { addItems, closeProject, createProject, listProjects, ownProject, quoteOf, resultsFile } from './projects.ts';
import { listRefunds, requestRefund } from './refunds.ts';
import { clientOf, clientRecord, requireClient, signInClient } from './session.ts';

/** The language of the answer, as the server decides it for a program (its Accept-Language). */
const localeOf = (request: Request): Locale =>
  chooseLocale(localeFromAcceptLanguage(request.headers.get('accept-language')));

export function clientHandlers({ base, store, payments }: HandlerContext) {
  const api = `${base}/api/client`;
  const auth = `${base}/api/collections/clients`;
  const who = (request: Request) => requireClient(store, request);
  const own = (request: Request, id: unknown) => {
    const { world, client } = who(request);
    return { world, client, project: ownProject(world, client, idOf(id as string)) };
  };
  return [
    http.post(`${auth}/auth-with-password`, async ({ request }) =>
      respond(async () => signInClient(store, await readJson(request))),
    ),
    // Anyone but a client falls through to the members' handler, which refuses them.
    http.post(`${auth}/auth-refresh`, ({ request }) => {
      const client = clientOf(store, request.headers.get('authorization'));
      if (!client) return undefined;
      return respond(() => ({ token: request.headers.get('authorization'), record: clientRecord(client) }));
    }),
    http.get(`${api}/projects`, ({ request }) =>
      respond(() => {
        const { world, client } = who(request);
        return listProjects(world, client);
      }),
    ),
    http.post(`${api}/projects`, ({ request }) =>
      respond(async () => {
        const { world, client } = who(request);
        return createProject(store, world, client, await readJson(request), localeOf(request));
      }),
    ),
    http.get(`${api}/projects/:id`, ({ request, params }) => respond(() => own(request, params.id).project.view)),
    http.post(`${api}/projects/:id/items`, ({ request, params }) =>
      respond(async () => addItems(store, own(request, params.id).project, await readJson(request), localeOf(request))),
    ),
    http.get(`${api}/projects/:id/quote`, ({ request, params }) =>
      respond(() => {
        const { client, project } = own(request, params.id);
        return quoteOf(project, client);
      }),
    ),
    http.post(`${api}/projects/:id/fund`, ({ request, params }) =>
      respond(async () => {
        const { world, client, project } = own(request, params.id);
        return fundProject(store, world, client, project, await readJson(request), payments, localeOf(request));
      }),
    ),
    http.post(`${api}/projects/:id/close`, ({ request, params }) =>
      respond(() => {
        const { world, client, project } = own(request, params.id);
        return closeProject(store, world, client, project, localeOf(request));
      }),
    ),
    http.get(`${api}/projects/:id/answers`, ({ request, params }) =>
      respond(() =>
        projectAnswers(
          own(request, params.id).project,
          new URL(request.url).searchParams.get('status'),
          localeOf(request),
        ),
      ),
    ),
    http.get(`${api}/projects/:id/results`, async ({ request, params }) => {
      const format = new URL(request.url).searchParams.get('format') ?? 'csv';
      let file: Response | undefined;
      const refused = await respond(() => {
        file = resultsFile(own(request, params.id).project, format, localeOf(request));
        return null;
      });
      return file ?? refused;
    }),
    http.post(`${api}/answers/:id/:decision`, ({ request, params }) =>
      respond(async () => {
        const { world, client } = who(request);
        return review(store, world, client, idOf(params.id), idOf(params.decision), await readJson(request));
      }),
    ),
    http.get(`${api}/keys`, ({ request }) =>
      respond(() => {
        const { world, client } = who(request);
        return listKeys(world, client);
      }),
    ),
    http.post(`${api}/keys`, ({ request }) =>
      respond(async () => {
        const { world, client } = who(request);
        return createKey(store, world, client, await readJson(request), localeOf(request));
      }),
    ),
    http.delete(`${api}/keys/:id`, ({ request, params }) =>
      respond(() => {
        const { world, client } = who(request);
        return revokeKey(store, world, client, idOf(params.id));
      }),
    ),
    http.get(`${api}/ledger`, ({ request }) =>
      respond(() => {
        const { world, client } = who(request);
        return ledgerOf(world, client);
      }),
    ),
    http.get(`${api}/refunds`, ({ request }) =>
      respond(() => {
        const { world, client } = who(request);
        return listRefunds(world, client.id);
      }),
    ),
    http.post(`${api}/refunds`, ({ request }) =>
      respond(async () => {
        const { world, client } = who(request);
        return requestRefund(store, world, client, await readJson(request), payments, localeOf(request));
      }),
    ),
  ];
}
