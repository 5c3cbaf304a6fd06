// Every story runs against the in-memory PocketBase mocks and is checked with axe: an
// accessibility violation fails the story's test.
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@mapato/mocks';
import { toast } from '@mapato/ui';
import '@mapato/ui/styles.css';
import { expectNoEnglish } from './reads-in-kiswahili.ts';

const preview: Preview = {
  // A Docs page for every component (ADR 049); the screens' stories opt out with '!autodocs'.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // The language a story is shown in (ADR 031): messages follow <html lang>, as on a real page.
  // A story picks Kiswahili with `globals: { locale: 'sw' }`; the toolbar switches any story.
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sw', title: 'Kiswahili' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  beforeEach: ({ globals }) => {
    // The toast queue is the page's, not the story's: a toast an earlier story raised (in English)
    // must not show in the next one.
    toast.dismiss();
    document.documentElement.lang = globals['locale'] === 'sw' ? 'sw' : 'en';
    return () => {
      document.documentElement.lang = 'en';
    };
  },
  // Every story in Kiswahili, whatever else it checks, shows no English sentence (reads-in-kiswahili.ts).
  afterEach: async ({ globals }) => {
    if (globals['locale'] === 'sw') await expectNoEnglish();
  },
  parameters: {
    msw: { handlers },
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: {
      options: {
        mobile360: { name: 'Phone 360 × 640', styles: { width: '360px', height: '640px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
