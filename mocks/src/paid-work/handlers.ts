// The member's paid-work routes (/api/work routes, shapes in @mapato/protocol's paid-work/wire.ts).
import { imageMissingRefusal, WORK_API } from '@mapato/core';
import { errorBody, PB, readNoBody, wrongAuthCollection } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from '../context.ts';
import { orThrow, refuse } from '../errors.ts';
import { idOf, NO_CONTENT, readJson, requireUser, respond } from '../respond.ts';
import { callerOf } from '../tokens.ts';
import { clientOf } from '../clients/session.ts';
import { workHistory, workProjects } from './history.ts';
import { answerAssignment, nextAssignment, skipAssignment } from './member-work.ts';

export function paidWorkHandlers({ base, store }: HandlerContext) {
  const member = (request: Request) => {
    const header = request.headers.get('authorization');
    // As the server: a client's session token is signed in, but not as a member (an API key is
    // no session: a guest, 401).
    if (!/\bmpk_/.test(header ?? '') && clientOf(store, header)) refuse(errorBody(403, wrongAuthCollection('users')));
    return requireUser(callerOf(store, header));
  };
  return [
    http.get(`${base}${WORK_API}/next`, ({ request }) =>
      respond(() => nextAssignment(store, member(request), new URL(request.url).searchParams.get('project'))),
    ),
    http.post(`${base}${WORK_API}/assignments/:id/answer`, ({ request, params }) =>
      respond(async () => {
        const user = member(request);
        return answerAssignment(store, user, idOf(params.id), await readJson(request));
      }),
    ),
    http.post(`${base}${WORK_API}/assignments/:id/skip`, ({ request, params }) =>
      respond(async () => {
        const user = member(request);
        orThrow(readNoBody(await readJson(request), PB.generic400));
        skipAssignment(store, user, idOf(params.id));
        return NO_CONTENT;
      }),
    ),
    http.get(`${base}${WORK_API}/history`, ({ request }) => respond(() => workHistory(store, member(request)))),
    http.get(`${base}${WORK_API}/projects`, ({ request }) => respond(() => workProjects(store, member(request)))),
    // The mocks' items carry their pictures as data: URLs, so no signed image address is ever
    // theirs to serve: every request meets the server's refusal of a forged or lapsed one.
    http.get(`${base}${WORK_API}/images/:id`, () => respond(() => refuse(errorBody(404, imageMissingRefusal())))),
  ];
}
