// The digest the prerender gives the member screen's Suspense boundary it leaves to the browser:
// hydration reports such a boundary as a recoverable error, and main.tsx knows this one is meant.
export const CLIENT_ONLY_DIGEST = 'mapato:drawn-in-the-browser';
