// A client's projects (docs/decisions/055-paid-work.md): the list and one project's figures, a
// new draft, its quote, funding by M-Pesa (polled until live), closing, and the results file.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  FundBody,
  FundResult,
  ItemsAdded,
  ItemsBody,
  ItemInput,
  ProjectBody,
  ProjectView,
  Quote,
} from '@mapato/protocol';
import { clientGet, clientKeys, clientSend, segment, type ClientPocketBase } from './client-api.ts';

const PROJECTS = '/api/client/projects';
const project = (id: string) => `${PROJECTS}/${segment(id)}`;

/** How often a project waiting for its M-Pesa prompt is asked again. */
export const FUNDING_POLL_MS = 2000;

/** How often a live project is asked again while its screen is open, so its answers are seen arriving. */
export const LIVE_POLL_MS = 10_000;

export const fetchProjects = (pb: ClientPocketBase, signal?: AbortSignal) =>
  clientGet<{ items: ProjectView[] }>(pb, PROJECTS, signal).then((r) => r.items);

export const fetchProject = (pb: ClientPocketBase, id: string, signal?: AbortSignal) =>
  clientGet<ProjectView>(pb, project(id), signal);

export const fetchQuote = (pb: ClientPocketBase, id: string, signal?: AbortSignal) =>
  clientGet<Quote>(pb, `${project(id)}/quote`, signal);

export const createProject = (pb: ClientPocketBase, body: ProjectBody) =>
  clientSend<ProjectView>(pb, 'POST', PROJECTS, body);

export const addItems = (pb: ClientPocketBase, id: string, items: ItemInput[]) =>
  clientSend<ItemsAdded>(pb, 'POST', `${project(id)}/items`, { items } satisfies ItemsBody);

/** The prompt goes to `phone`; the balance pays first, and a covered project is live at once. */
export const fundProject = (pb: ClientPocketBase, id: string, phone: string) =>
  clientSend<FundResult>(pb, 'POST', `${project(id)}/fund`, { phone } satisfies FundBody);

export const closeProject = (pb: ClientPocketBase, id: string) =>
  clientSend<ProjectView>(pb, 'POST', `${project(id)}/close`);

export function projectsQueryOptions(pb: ClientPocketBase) {
  return queryOptions({ queryKey: clientKeys.of(pb, 'projects'), queryFn: ({ signal }) => fetchProjects(pb, signal) });
}

export function projectQueryOptions(pb: ClientPocketBase, id: string) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'projects', id),
    queryFn: ({ signal }) => fetchProject(pb, id, signal),
    // While the M-Pesa prompt is open the project is asked again until it is live (or back to draft);
    // a live one now and then, so the client watches members' answers arrive (not in a hidden tab).
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'funding' ? FUNDING_POLL_MS : status === 'live' ? LIVE_POLL_MS : false;
    },
  });
}

export function quoteQueryOptions(pb: ClientPocketBase, id: string) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'projects', id, 'quote'),
    queryFn: ({ signal }) => fetchQuote(pb, id, signal),
  });
}

/** After anything that changes a project or the balance: its figures, the list and the client's record. */
export function afterProjectChange(pb: ClientPocketBase, queryClient: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'projects') }),
    queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'me') }),
    queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'ledger') }),
    id ? queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'projects', id) }) : undefined,
  ]).then(() => undefined);
}

export type ResultsFormat = 'csv' | 'jsonl';

/** The results as a file (a download, not JSON): the server's error shape when it refuses. */
export async function fetchResults(pb: ClientPocketBase, id: string, format: ResultsFormat): Promise<Blob> {
  const url = pb.buildURL(`${project(id)}/results?format=${format}`);
  const response = await fetch(url, { headers: { Authorization: pb.authStore.token } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ResultsError(response.status, body.message ?? '');
  }
  return response.blob();
}

export class ResultsError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
