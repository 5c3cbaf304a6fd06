// The public site (DESIGN §4): static HTML served by our server from dist/, React only in the
// few islands that need the session or interaction (STYLE 13).
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

/** client:session (src/directives/session.ts): hydrate session-aware islands only when needed. */
const sessionDirective = {
  name: 'mapato-session-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'session', entrypoint: './src/directives/session.ts' });
    },
  },
};

export default defineConfig({
  output: 'static',
  // /support → support/index.html; the server also finds x/index.html for /x.
  build: { format: 'directory', inlineStylesheets: 'auto' },
  trailingSlash: 'ignore',
  integrations: [react(), sessionDirective],
  vite: { plugins: [tailwindcss()] },
});
