// The member app: file-based routes split per route, Tailwind 4 with the kit's theme, and in
// development the API proxied to the local server (production serves both from one origin).
// Built once per language (ADR 032): `vite build` is English at /, `vite build --mode sw` is
// Kiswahili at /sw/ (dist/sw), each carrying only its own language's words.
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { oneLanguage } from './build/one-language.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';

/** What every member screen needs first: the layouts, the dashboard, the kit (and its words: a
 * label shared by two lazy parts, such as the dialog's and the toaster's "Close", would otherwise be
 * a file of its own, a round trip on Slow 3G) and the client. */
const MEMBER_SHELL =
  /packages[\\/](ui|client|core)[\\/]src[\\/]|paraglide[\\/]messages[\\/]kit_|sites[\\/]app[\\/]src[\\/](lib[\\/]|routes[\\/](__root|_member)(\.tsx|[\\/]dashboard\.tsx)|features[\\/]dashboard[\\/])/;
/** ...except what only some screens use or can wait: the console, the client screens' SDK and rules
 * (client-*, core's paid-work/client-*), dialogs, forms with phone numbers (whose validation carries
 * libphonenumber's metadata), the toaster, the Task Area's paid work (its item card, history and
 * instructions' Markdown travel with /tasks), the admins' and clients' sign-in screen. */
const LOADED_LATER =
  /admin-|packages[\\/](client|core)[\\/]src[\\/](paid-work[\\/])?client-|phone-(field|number|countr)|toaster|lazy-toaster|(alert-)?dialog\.tsx|withdrawal-form|level-table|captcha|work-item-card|work-history-list|safe-markdown|email-sign-in-screen|area-layout|core[\\/]src[\\/](phone|validate-(signup|account|withdrawal))\.ts/;

export default defineConfig(({ mode }) => {
  const locale = mode === 'sw' ? 'sw' : 'en';
  return {
    base: locale === 'en' ? '/' : `/${locale}/`,
    // The router plugin must run before React's so it can split the route files.
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      startAfterFirstPaint(),
      oneLanguage(locale),
    ],
    build: {
      outDir: locale === 'en' ? 'dist' : `dist/${locale}`,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Few, larger files (ADR 026): on Slow 3G every request waits a 2 s round trip for one of
            // six connections, so the dashboard's 17 small files took three waves of round trips
            // before its data could even be asked for. React, the router, Query and the SDK travel as
            // one chunk; the everyday member screens (dashboard, tasks, profit), the kit and the
            // client as another, which the entry imports so the HTML preloads it. Console code
            // (features/admin, the client's admin-*), dialogs and the Account screen with the phone
            // field's country data stay split: members download them when they open them.
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|pocketbase)[\\/]/,
                priority: 2,
              },
              {
                name: 'member',
                test: (id: string) => MEMBER_SHELL.test(id) && !LOADED_LATER.test(id),
                priority: 1,
              },
            ],
          },
        },
      },
      // dist/.vite/manifest.json: the chunk graph scripts/build-service-worker.ts reads to precache
      // what the member screens need (decision 023); the server never serves dot-folders.
      manifest: true,
    },
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:8090', changeOrigin: false } },
    },
  };
});
