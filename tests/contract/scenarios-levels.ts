// The levels' ways up on both sides (docs/decisions/076-level-settings.md): GET /api/levels with the
// bonds and ways; an admin's change (support, members and guests refused; bad bodies and unknown
// levels refused); the changed bond asked of the next upgrade; a member's record and a refused move
// up by work. The table is put back at the end, so the scenarios after these see the level table.
import type { Body, Scenario, Who } from './targets.ts';

const A = '/api/admin/levels';
const way = (b: Body) => [b.level, b.bond, b.answers, b.accuracy, typeof b.changed];
const ways = (b: Body) => ({
  bonds: b.levels?.map((l: Body) => l.investment),
  salary: b.salary?.map((r: Body) => r.bond),
  ways: b.ways?.map(way),
});

const set = (name: string, as: Who, level: string, body: unknown, status: number): Scenario => ({
  name,
  as,
  method: 'POST',
  path: `${A}/${level}`,
  body,
  status,
  same: status === 200 ? way : undefined,
});

export const levelScenarios: Scenario[] = [
  {
    name: 'the levels with their ways, as the table has them',
    as: 'guest',
    path: '/api/levels',
    status: 200,
    same: ways,
  },
  set('a bond changed by support', 'help', '3', { bond: 12_500, answers: 0, accuracy: 0 }, 403),
  set('a bond changed by a member', 'brian', '3', { bond: 12_500, answers: 0, accuracy: 0 }, 403),
  set('a bond changed by a guest', 'guest', '3', { bond: 12_500, answers: 0, accuracy: 0 }, 401),
  set('a bond of part shillings', 'ops', '3', { bond: 12.5, answers: 0, accuracy: 0 }, 400),
  set('thresholds beside a bond', 'ops', '3', { bond: 12_500, answers: 5, accuracy: 0 }, 400),
  set('an unknown field', 'ops', '3', { bond: 12_500, answers: 0, accuracy: 0, refund: true }, 400),
  set('level 1, where everyone starts', 'ops', '1', { bond: 1, answers: 0, accuracy: 0 }, 404),
  set('a level the table lacks', 'ops', '11', { bond: 1, answers: 0, accuracy: 0 }, 404),
  set('level 3’s bond changed by an admin', 'ops', '3', { bond: 12_500, answers: 0, accuracy: 0 }, 200),
  set('level 4 earned by work', 'ops', '4', { bond: 0, answers: 5, accuracy: 70 }, 200),
  { name: 'the levels with the changed ways', as: 'guest', path: '/api/levels', status: 200, same: ways },
  {
    name: 'an upgrade at the old bond',
    as: 'brian',
    method: 'POST',
    path: '/api/collections/registration/records',
    body: { level: 3, amount: 10_000, mpesa_ref: 'QKC1LEVEL3' },
    status: 400,
  },
  {
    name: 'an upgrade bought to a level earned by work',
    as: 'brian',
    method: 'POST',
    path: '/api/collections/registration/records',
    body: { level: 4, mpesa_ref: 'QKC1LEVEL4' },
    status: 400,
  },
  {
    name: 'a member’s record for the earned levels',
    as: 'brian',
    path: '/api/levels/progress',
    status: 200,
    same: (b) => b,
  },
  { name: 'a guest’s record', as: 'guest', path: '/api/levels/progress', status: 401 },
  { name: 'a record asked with a filter', as: 'brian', path: '/api/levels/progress?level=4', status: 400 },
  {
    name: 'a move up by work, not yet earned',
    as: 'brian',
    method: 'POST',
    path: '/api/levels/earn',
    body: { level: 4 },
    status: 400,
  },
  {
    name: 'a move up by work to a level with a bond',
    as: 'brian',
    method: 'POST',
    path: '/api/levels/earn',
    body: { level: 3 },
    status: 400,
  },
  {
    name: 'a move up by work with an unknown field',
    as: 'brian',
    method: 'POST',
    path: '/api/levels/earn',
    body: { level: 4, pay: 0 },
    status: 400,
  },
  {
    name: 'a move up by work as a guest',
    as: 'guest',
    method: 'POST',
    path: '/api/levels/earn',
    body: { level: 4 },
    status: 401,
  },
  set('level 3 back to the table', 'ops', '3', { bond: 10_000, answers: 0, accuracy: 0 }, 200),
  set('level 4 back to the table', 'ops', '4', { bond: 26_000, answers: 0, accuracy: 0 }, 200),
];
