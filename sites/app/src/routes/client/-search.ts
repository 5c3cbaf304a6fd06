// Only client-screen paths: after sign-in the client goes back where they were, never elsewhere.
export const clientPath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/client(\/|\?|$)/.test(value) && !value.startsWith('/client/login')
    ? value
    : undefined;
