// Where the members' paid-work routes live (ADR 055): `next`, `assignments/{id}/answer|skip`,
// `history`, `projects` and `images/{assignment}` under this prefix. Written once so the server,
// the mocks, the app and the tests build the same addresses from it.
export const WORK_API = '/api/work';
