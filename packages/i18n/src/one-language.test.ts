import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageInOneLanguage, MESSAGE_MODULE } from './one-language.ts';

const folder = new URL('./paraglide/messages/', import.meta.url);
const modules = readdirSync(folder)
  .filter((name) => MESSAGE_MODULE.test(`/paraglide/messages/${name}`))
  .map((name) => ({ name, code: readFileSync(new URL(name, folder), 'utf8') }));

/** Runs a (transformed) module's message with a stand-in runtime; returns what it says. */
function say(code: string, options: object = {}): string {
  const name = /export \{ (\w+) as "\w+" \}|^export const (\w+) =/m.exec(code)!.slice(1).find(Boolean)!;
  const body = code
    .replace(/^import .*$/m, '')
    .replace(/^export const /m, 'const ')
    .replace(/export \{ \w+ as "\w+" \}\s*$/, '')
    .concat(`\nreturn ${name};`);
  const message = new Function('getLocale', 'experimentalStaticLocale', body)(() => 'en', undefined);
  return message({}, options);
}

const moduleOf = (key: string) =>
  modules.find(({ code }) => code.includes(`as "${key}" }`) || code.includes(`export const ${key} =`))!.code;
describe('a message in a one-language build', () => {
  it('understands every compiled message module (a Paraglide upgrade that changes them fails here)', () => {
    expect(modules.length).toBeGreaterThan(500);
    for (const { code } of modules) for (const locale of ['en', 'sw'] as const) messageInOneLanguage(code, locale);
  });

  it('keeps only its own language: the Kiswahili build says Kiswahili even when asked for English', () => {
    const code = moduleOf('app_accountLevel');
    const sw = messageInOneLanguage(code, 'sw');
    expect(sw).not.toContain('return en_');
    expect(say(sw, { locale: 'en' })).toBe('Kiwango cha akaunti');
    expect(say(messageInOneLanguage(code, 'en'), { locale: 'sw' })).toBe('Account Level');
  });

  it('keeps the English a Kiswahili screen recognises: stored M-Pesa reasons and starter tasks', () => {
    for (const key of ['mpesaNoFunds', 'core_starterTask1Title', 'authFailed']) {
      const sw = messageInOneLanguage(moduleOf(key), 'sw');
      expect(say(sw, { locale: 'en' })).toBe(say(moduleOf(key), { locale: 'en' }));
      expect(say(sw)).not.toBe(say(moduleOf(key), { locale: 'en' }));
    }
  });

  it('refuses a module of another shape rather than ship both languages', () => {
    expect(() => messageInOneLanguage('export const x = 1;', 'en')).toThrow(/unexpected shape/);
  });
});
