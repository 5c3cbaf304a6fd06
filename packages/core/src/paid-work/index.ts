// Paid work's pure rules (ADR 055), shared by the server and the mocks.
export * from './answers.ts';
export * from './checking.ts';
export * from './reasons.ts';
export * from './project-rules.ts';
export * from './routes.ts';
export * from './work-refusals.ts';
export * from './client-refusals.ts';
export * from './timings.ts';
