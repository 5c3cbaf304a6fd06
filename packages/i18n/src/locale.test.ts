import { describe, expect, it } from 'vitest';
import { m } from './paraglide/messages.js';
import {
  chooseLocale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfPath,
  localizedHref,
  localizedPath,
  toLocale,
} from './locale.ts';

describe('choosing a language', () => {
  it.each([
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR, sw;q=0.5, en;q=0.4', 'sw'],
    ['en;q=0.2, sw-KE;q=0.8', 'sw'],
    ['fr, de', null],
    ['sw;q=0', null],
    ['', null],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('defaults in one place: the first choice naming a language we have, else English', () => {
    expect(chooseLocale('sw-KE', 'en')).toBe('sw');
    expect(chooseLocale(null, undefined, 'fr', 'en-GB', 'sw')).toBe('en');
    expect(chooseLocale('', 'SW_ke')).toBe('sw');
    expect(chooseLocale('fr-FR', null)).toBe('en');
    expect(chooseLocale()).toBe('en');
  });

  it('reads the remembered choice from a Cookie header, ignoring unknown values', () => {
    expect(localeFromCookieHeader('a=1; mapato_locale=sw; b=2')).toBe('sw');
    expect(localeFromCookieHeader('mapato_locale=fr')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
    expect(toLocale('SW_ke')).toBe('sw');
  });

  it.each([
    ['/login', 'sw', '/sw/login'],
    ['/', 'sw', '/sw/'],
    ['/sw/login', 'en', '/login'],
    ['/sw/', 'en', '/'],
    ['/sw', 'en', '/'],
    ['/sw/terms', 'sw', '/sw/terms'],
    ['/swahili-tips', 'sw', '/sw/swahili-tips'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it.each([
    ['/support', '/sw/support'],
    ['/login?next=%2Fprofit', '/sw/login?next=%2Fprofit'],
    ['/terms#refunds', '/sw/terms#refunds'],
    ['/dashboard', '/sw/dashboard'],
    ['/admin/queues', '/sw/admin/queues'],
    ['/client/projects/abc', '/sw/client/projects/abc'],
    ['/api/account/export', '/api/account/export'],
    ['/ref/brian', '/ref/brian'],
    ['https://wa.me/254700000000', 'https://wa.me/254700000000'],
    ['#main', '#main'],
  ])('a link to %s reads %s on a Kiswahili page', (href, expected) => {
    expect(localizedHref(href, 'sw')).toBe(expected);
    expect(localizedHref(expected, 'en')).toBe(href);
  });

  it('knows the language of a path', () => {
    expect(localeOfPath('/sw/signup')).toBe('sw');
    expect(localeOfPath('/swahili-tips')).toBe('en');
  });

  it('a message takes the language it is asked for, English when none is set', () => {
    expect(m.ok()).toBe('OK');
    expect(m.ok({}, { locale: 'sw' })).toBe('Sawa');
  });
});
