// Registers the origin's one service worker (/sw.js, generated over both built sites by
// scripts/build-service-worker.ts; docs/decisions/023) from every page of both sites. A plain
// async file: not inline (the CSP admits inline scripts only by hash) and not a module (a module
// would hold up DOMContentLoaded until it arrived). It waits for the load event so the precache
// download never competes with the page's own first screen on a slow line.
if ('serviceWorker' in navigator) {
  const register = () => {
    // Storage turned off, or no /sw.js (a development server): the page carries on without one.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
