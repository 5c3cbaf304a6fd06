// Every message exists in both languages with the same inputs: a screen never falls back to
// English half-way, and a Kiswahili sentence never drops the amount its English one shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../messages/', import.meta.url).pathname;
const settings = JSON.parse(readFileSync(new URL('../project.inlang/settings.json', import.meta.url), 'utf8')) as {
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const areas = readdirSync(root);

type Message = string | { declarations?: string[]; match: Record<string, string> }[];
const read = (area: string, locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, area, `${locale}.json`), 'utf8'));
  return messages;
};

/** The {inputs} a message uses, in any variant (plural branches included). */
function inputsOf(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
  const declared = typeof message === 'string' ? [] : message.flatMap((v) => v.declarations ?? []);
  const names = new Set<string>();
  for (const text of texts) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) names.add(name!);
  for (const d of declared) if (d.startsWith('input ')) names.add(d.slice(6).trim());
  return [...names].sort();
}

describe('messages', () => {
  it('every area folder is compiled (named in settings.json)', () => {
    const patterns = settings['plugin.inlang.messageFormat'].pathPattern;
    expect(patterns.map((p) => p.split('/')[2]).sort()).toEqual([...areas].sort());
    expect(settings.locales).toEqual(['en', 'sw']);
  });

  describe.each(areas)('%s', (area) => {
    const en = read(area, 'en');
    const sw = read(area, 'sw');

    it('has the same keys in English and Kiswahili', () => {
      expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    });

    it.each(Object.keys(en))('%s takes the same inputs in both languages, and is not left empty', (key) => {
      expect(sw[key], `Kiswahili lacks ${area}/${key}`).toBeDefined();
      expect(inputsOf(sw[key]!)).toEqual(inputsOf(en[key]!));
      for (const message of [en[key]!, sw[key]!]) expect(JSON.stringify(message).replace(/"/g, '').trim()).not.toBe('');
    });
  });

  it('keys are unique across areas (one compiled module per key)', () => {
    const seen = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read(area, 'en'))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
  });
});
