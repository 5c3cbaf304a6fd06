// Registers the service worker of the page's language (generated over both built sites by
// scripts/build-service-worker.ts; docs/decisions/023, 032): /sw.js for English addresses,
// /sw/sw.js for Kiswahili ones (/sw/…), so a phone downloads only the member app its member reads.
// A plain async file: not inline (the CSP admits inline scripts only by hash) and not a module (a
// module would hold up DOMContentLoaded until it arrived). It waits for the load event so the
// precache download never competes with the page's own first screen on a slow line.
if ('serviceWorker' in navigator) {
  const kiswahili = /^\/sw(\/|$)/.test(location.pathname);
  const register = () => {
    // Storage turned off, or no worker (a development server): the page carries on without one.
    navigator.serviceWorker
      .register(kiswahili ? '/sw/sw.js' : '/sw.js', { scope: kiswahili ? '/sw/' : '/' })
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
