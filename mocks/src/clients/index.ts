// The clients' side of the mocks: handlers and the demo client Storybook signs in as.
export { clientHandlers } from './handlers.ts';
export { DEMO_CLIENT } from './seed.ts';
