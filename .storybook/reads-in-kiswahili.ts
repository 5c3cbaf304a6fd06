// What every Kiswahili story is checked for after its own play (preview.tsx): once the screen has
// settled, no text on the page is a sentence of the English catalogue. A screen story's Kiswahili twin
// needs no play of its own (its English play could not find English names), and a string the
// translation missed, or one a screen builds in English, fails the story that shows it.
import { expect, waitFor } from 'storybook/test';

type Catalogue = Record<string, unknown>;
const catalogues = import.meta.glob<Catalogue>('../packages/i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});

/** English texts that Kiswahili says differently (a word at least: "OK" or "KSh" may stay). */
function englishOnly(): string[] {
  const pairs = Object.entries(catalogues).filter(([path]) => path.endsWith('/en.json'));
  const swTexts = new Set(
    Object.entries(catalogues)
      .filter(([path]) => path.endsWith('/sw.json'))
      .flatMap(([, catalogue]) => Object.values(catalogue)),
  );
  const phrases = new Set<string>();
  for (const [path, en] of pairs) {
    const sw = catalogues[path.replace(/en\.json$/, 'sw.json')] ?? {};
    for (const [key, text] of Object.entries(en)) {
      if (typeof text !== 'string' || text === sw[key] || text.includes('{') || text.length < 4) continue;
      // Kiswahili sometimes keeps an English term (M-Pesa, a brand): never a leak. A lone word in
      // small letters is also how stored values read (an operator's role, an audit kind), shown
      // as stored in both languages.
      if (swTexts.has(text) || /^[a-z]+$/.test(text)) continue;
      phrases.add(text);
    }
  }
  return [...phrases];
}

let phrases: Set<string> | undefined;

const busy = () => document.querySelector('[aria-busy="true"], [data-slot="spinner"]') !== null;

/**
 * Every piece of text a person or a screen reader meets: each element's own text, its whole text,
 * and the attributes read aloud or shown in an empty field. Compared whole, so a member's own words
 * or seeded data that happen to contain an English phrase are not taken for the interface's.
 */
function textsOnPage(): Set<string> {
  const texts = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    // Only what is drawn (a screen reader skips display: none too); Storybook keeps its own
    // hidden placeholders in the page.
    if (element.closest('script, style') || !element.checkVisibility()) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
    for (const text of [own, element.textContent ?? '']) texts.add(text.replace(/\s+/g, ' ').trim());
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.add(value.trim());
    }
  }
  return texts;
}

export async function expectNoEnglish(): Promise<void> {
  const english = (phrases ??= new Set(englishOnly()));
  // A screen that is still fetching shows its spinner; a story of the loading state never settles
  // and is checked as it stands.
  await waitFor(() => expect(busy()).toBe(false), { timeout: 3000 }).catch(() => undefined);
  const leaked = [...textsOnPage()].filter((text) => english.has(text));
  await expect(leaked).toEqual([]);
}
