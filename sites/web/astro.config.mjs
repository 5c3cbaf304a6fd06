// The public site (docs/design.md#front-end): static HTML served by our server from dist/, React only in the
// few islands that need the session or interaction (docs/style.md#static-public-pages).
import { mkdir, rename, rmdir } from 'node:fs/promises';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

/**
 * client:session (src/directives/session.ts): hydrate session-aware islands only when needed.
 * client:tap (src/directives/tap.ts): hydrate when visible, keeping a tap that comes first.
 */
const directives = {
  name: 'mapato-client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'session', entrypoint: './src/directives/session.ts' });
      addClientDirective({ name: 'tap', entrypoint: './src/directives/tap.ts' });
    },
  },
};

/**
 * The Kiswahili 404 page beside its folder, as Astro writes the English one (404.html): the server
 * answers an unknown /sw/… path with sw/404.html. Astro gives that name to /404 alone.
 */
const kiswahiliNotFound = {
  name: 'mapato-kiswahili-404',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await rename(new URL('sw/404/index.html', dir), new URL('sw/404.html', dir));
      await rmdir(new URL('sw/404/', dir));
    },
  },
};

/**
 * The solvency page is a template the server fills from the books every hour (ADR 072): moved to
 * .templates/, which the server reads and never serves (it serves no dot-folder).
 */
const transparencyTemplates = {
  name: 'mapato-transparency-templates',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await mkdir(new URL('.templates/sw/', dir), { recursive: true });
      for (const page of ['transparency', 'sw/transparency']) {
        await rename(new URL(`${page}/index.html`, dir), new URL(`.templates/${page}.html`, dir));
        await rmdir(new URL(`${page}/`, dir));
      }
    },
  },
};

export default defineConfig({
  output: 'static',
  // /support → support/index.html; the server also finds x/index.html for /x.
  build: { format: 'directory', inlineStylesheets: 'auto' },
  trailingSlash: 'ignore',
  integrations: [react(), directives, kiswahiliNotFound, transparencyTemplates],
  vite: {
    plugins: [tailwindcss()],
    // The kit's pieces that several islands share (Button, Field, Spinner, …, with React) travel
    // as one chunk: on Slow 3G each extra request can wait a 2 s round trip for one of the six
    // connections, and splitting them per module cost a member ~1.5 s before the nav hydrated.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Dialogs stay out: with Radix's focus trap, scroll lock and portal they are a third of
            // the kit, and /login (100 KB budget) opens one only when a sign-in fails. So does the
            // phone field (and its phone-number and country-list modules): sign-up and password
            // recovery share it, and with it libphonenumber's metadata, which /login never needs.
            // The messages several islands share travel with the kit too, not as a chunk of a few
            // bytes each.
            groups: [
              {
                name: 'kit',
                test: /packages[\\/](ui[\\/]src[\\/](?!(alert-)?dialog\.tsx|phone-(field|number|countr))|i18n[\\/]src[\\/])/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  },
});
