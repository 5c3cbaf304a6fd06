// The operators' side of the mocks: handlers and the demo operators Storybook signs in as.
export { adminHandlers } from './handlers.ts';
export { DEMO_OPERATORS } from './seed.ts';
