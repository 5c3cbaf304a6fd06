// The in-memory PocketBase mocks (filled in by the mocks work).
export const handlers: never[] = [];
