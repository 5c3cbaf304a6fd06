// The phone page's script and styles, served as files: the page has no inline script or style,
// so it runs under a CSP of script-src 'self' (the server's) or stricter (the simulator's).

/** Reloads the page when the prompts or results change; the forms work without it. */
export const PHONE_JS = `// Mapato Daraja simulator: keeps the phone page current.
const signature = document.body.dataset.signature;
async function poll() {
  try {
    const response = await fetch('sim/state.json', { cache: 'no-store' });
    const state = await response.json();
    if (state.signature !== signature) location.reload();
  } catch {
    // The simulator stopped or restarts: try again shortly.
  }
}
setInterval(poll, 1000);
`;

export const PHONE_CSS = `body { font: 16px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1rem; color: #1b1b1b; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
.prompt { border: 2px solid #2e7d32; border-radius: 12px; padding: 1rem; margin: 1rem 0; background: #f1f8e9; }
.prompt p { margin: 0 0 .75rem; font-size: 1.1rem; }
.prompt form { display: inline; margin-right: .5rem; }
button { font: inherit; padding: .4rem .9rem; border-radius: 8px; border: 1px solid #555; background: #fff; cursor: pointer; }
button.pay { background: #2e7d32; color: #fff; border-color: #2e7d32; }
.empty { color: #666; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
fieldset { border: 1px solid #ccc; border-radius: 8px; }
label { display: block; margin: .3rem 0; }
code { font-size: .9em; }
`;
