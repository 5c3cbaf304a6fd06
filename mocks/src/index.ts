// The in-memory PocketBase mocks come with the UI-kit issue.
export {};
