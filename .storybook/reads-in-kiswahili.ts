// What every Kiswahili story is checked for after its own play (preview.tsx): once the screen has
// settled, no sentence of the English catalogue is on the page. A screen story's Kiswahili twin
// needs no play of its own (its English play could not find English names), and a string the
// translation missed, or one a screen builds in English, fails the story that shows it.
import { expect, waitFor } from 'storybook/test';

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<Catalogue>('../packages/i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

/** English sentences that Kiswahili says differently: long enough not to be a name or a unit. */
function englishOnly(): string[] {
  const pairs = Object.entries(catalogues).filter(([path]) => path.endsWith('/en.json'));
  const swTexts = Object.entries(catalogues)
    .filter(([path]) => path.endsWith('/sw.json'))
    .flatMap(([, catalogue]) => Object.values(catalogue).filter((v): v is string => typeof v === 'string'));
  const phrases = new Set<string>();
  for (const [path, en] of pairs) {
    const sw = catalogues[path.replace(/en\.json$/, 'sw.json')] ?? {};
    for (const [key, text] of Object.entries(en)) {
      if (typeof text !== 'string' || text === sw[key] || text.includes('{') || text.length < 8) continue;
      // Kiswahili sometimes keeps an English term (M-Pesa, a brand): never a leak.
      if (swTexts.some((s) => s.includes(text))) continue;
      phrases.add(text);
    }
  }
  return [...phrases];
}

let phrases: string[] | undefined;

const busy = () => document.querySelector('[aria-busy="true"], [data-slot="spinner"]') !== null;

export async function expectNoEnglish(): Promise<void> {
  phrases ??= englishOnly();
  // A screen that is still fetching shows its spinner; a story of the loading state never settles
  // and is checked as it stands.
  await waitFor(() => expect(busy()).toBe(false), { timeout: 3000 }).catch(() => undefined);
  const text = document.body.innerText;
  const leaked = phrases.filter((phrase) => text.includes(phrase));
  await expect(leaked).toEqual([]);
}
