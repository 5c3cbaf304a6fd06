// /api/client/projects… (ADR 055, 057): a client's projects, by its session token or an API key
// (client-access.ts). Shapes from @mapato/protocol's paid-work/wire.ts; refusals in the caller's
// language. Money moves in domain/clients (funding, close), never here.
import type { FastifyInstance } from 'fastify';
import { readBody, readProjectBody, PB, text } from '@mapato/protocol';
import { orThrow } from '../../../domain/api-error.ts';
import { createProject, listProjects, ownProject, projectView } from '../../../domain/clients/projects.ts';
import { addItems } from '../../../domain/clients/items.ts';
import { fundProject, projectQuote } from '../../../domain/clients/funding.ts';
import { closeProject } from '../../../domain/clients/close.ts';
import { requireClient } from '../../plumbing/client-access.ts';
import type { HttpContext } from '../../plumbing/context.ts';
import { refuseGuestsEarly } from './early-refusal.ts';

type WithId = { Params: { id: string } };
/** Up to 10,000 items with text and pictures: more than the 64 KB every other route takes. */
const ITEMS_BODY_LIMIT = 48 * 1024 * 1024;
const FUND_BODY = { writable: { phone: 'string' } } as const;

export function registerClientProjects(app: FastifyInstance, { deps }: HttpContext): void {
  app.get('/api/client/projects', async (request) => {
    const client = await requireClient(request, deps);
    const items = await listProjects(deps, client.id);
    return { items };
  });

  app.post('/api/client/projects', async (request) => {
    const client = await requireClient(request, deps);
    const body = orThrow(readProjectBody(request.body, request.locale));
    return createProject(deps, client.id, body);
  });

  app.get<WithId>('/api/client/projects/:id', async (request) => {
    const client = await requireClient(request, deps);
    return projectView(deps.db, await ownProject(deps.db, client.id, request.params.id));
  });

  app.post<WithId>(
    '/api/client/projects/:id/items',
    { bodyLimit: ITEMS_BODY_LIMIT, onRequest: refuseGuestsEarly(deps) },
    async (request) => {
      const client = await requireClient(request, deps);
      return addItems(deps, client.id, request.params.id, request.body, request.locale);
    },
  );

  app.get<WithId>('/api/client/projects/:id/quote', async (request) => {
    const client = await requireClient(request, deps);
    return projectQuote(deps.db, client.id, request.params.id);
  });

  app.post<WithId>('/api/client/projects/:id/fund', async (request) => {
    const client = await requireClient(request, deps);
    const body = orThrow(readBody(request.body, FUND_BODY, PB.invalidData));
    const phone = text(body, 'phone');
    return fundProject(deps, client, request.params.id, phone === '' ? undefined : phone, request.locale);
  });

  app.post<WithId>('/api/client/projects/:id/close', async (request) => {
    const client = await requireClient(request, deps);
    return closeProject(deps, client.id, request.params.id, request.locale);
  });
}
