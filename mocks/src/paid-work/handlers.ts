// The member's paid-work routes (/api/work/*, shapes in @mapato/protocol's paid-work/wire.ts).
import { PB, readNoBody } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from '../context.ts';
import { orThrow } from '../errors.ts';
import { idOf, NO_CONTENT, readJson, requireUser, respond } from '../respond.ts';
import { callerOf } from '../tokens.ts';
import { workHistory, workProjects } from './history.ts';
import { answerAssignment, nextAssignment, skipAssignment } from './member-work.ts';

export function paidWorkHandlers({ base, store }: HandlerContext) {
  const member = (request: Request) => requireUser(callerOf(store, request.headers.get('authorization')));
  return [
    http.get(`${base}/api/work/next`, ({ request }) =>
      respond(() => nextAssignment(store, member(request), new URL(request.url).searchParams.get('project'))),
    ),
    http.post(`${base}/api/work/assignments/:id/answer`, ({ request, params }) =>
      respond(async () => {
        const user = member(request);
        return answerAssignment(store, user, idOf(params.id), await readJson(request));
      }),
    ),
    http.post(`${base}/api/work/assignments/:id/skip`, ({ request, params }) =>
      respond(async () => {
        const user = member(request);
        orThrow(readNoBody(await readJson(request), PB.generic400));
        skipAssignment(store, user, idOf(params.id));
        return NO_CONTENT;
      }),
    ),
    http.get(`${base}/api/work/history`, ({ request }) => respond(() => workHistory(store, member(request)))),
    http.get(`${base}/api/work/projects`, ({ request }) => respond(() => workProjects(store, member(request)))),
  ];
}
