// One Storybook for the kit and (later) the member screens, with the MSW mocks and axe.
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// Nested form ('pkg > dep'): under pnpm the kit's dependencies resolve only through the kit.
const fromUi = (dep: string) => `@mapato/ui > ${dep}`;
export const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'msw',
  'msw/browser',
  ...[
    '@radix-ui/react-accordion',
    '@radix-ui/react-alert-dialog',
    '@radix-ui/react-dialog',
    '@radix-ui/react-label',
    '@radix-ui/react-progress',
    '@radix-ui/react-slot',
    '@radix-ui/react-toast',
    '@radix-ui/react-visually-hidden',
    'clsx',
    'tailwind-merge',
    'country-flag-icons/string/3x2',
    'country-flag-icons/react/3x2/KE',
    'libphonenumber-js/min',
  ].map(fromUi),
];

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../sites/app/src/**/*.stories.@(ts|tsx)',
    // The public site's forms (React islands), shown as the Astro pages hydrate them.
    '../sites/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js (msw init) lives in public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Pre-bundle everything the stories import up front: discovering a dependency mid-run makes
    // Vite re-optimise and reload, which fails the first test run on a fresh clone.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...PREBUNDLED],
    };
    return viteConfig;
  },
};

export default config;
