import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@mapato/i18n';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { LanguageSwitch } from './language-switch.tsx';

// happy-dom would follow the link; the tests look at what a click leaves behind instead.
const stayOnPage = (e: MouseEvent) => e.preventDefault();
beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  document.addEventListener('click', stayOnPage);
});
afterEach(() => document.removeEventListener('click', stayOnPage));

describe('LanguageSwitch on an English page', () => {
  it('offers the page in Kiswahili, named in Kiswahili, as a plain link to its /sw/ twin', () => {
    render(<LanguageSwitch currentPath="/login" />);
    const link = screen.getByRole('link', { name: 'Change language: Kiswahili' });
    expect(link.querySelector('[lang="sw"]')).toHaveTextContent('Kiswahili');
    expect(link).toHaveAttribute('href', '/sw/login');
    expect(link).toHaveAttribute('hreflang', 'sw');
    expect(link.querySelector('svg[data-icon="globe"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leads from the home page to /sw/', () => {
    render(<LanguageSwitch currentPath="/" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/sw/');
  });

  it('remembers the choice on this device when followed', async () => {
    const onClick = vi.fn();
    render(<LanguageSwitch currentPath="/support" onClick={onClick} className="text-sm" />);
    const link = screen.getByRole('link');
    expect(link).toHaveClass('text-sm');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('sw');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=sw`);
  });
});

describe('LanguageSwitch on a Kiswahili page', () => {
  inKiswahili();

  it('offers the page in English, named in English, its purpose said in Kiswahili', async () => {
    render(<LanguageSwitch currentPath="/sw/login" />);
    const link = screen.getByRole('link', { name: 'Badilisha lugha: English' });
    expect(link.querySelector('[lang="en"]')).toHaveTextContent('English');
    expect(link).not.toHaveAttribute('lang');
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('hreflang', 'en');
    await userEvent.click(link);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('leads from /sw/ to the English home page', () => {
    render(<LanguageSwitch currentPath="/sw/" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});
