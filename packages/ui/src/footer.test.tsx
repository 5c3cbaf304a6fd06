import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { Footer } from './footer.tsx';
import type { LinkProps } from './lib/link.tsx';

const pairs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

const SUPPORT = [
  ['Help Center', '/support'],
  ['Contact Us', '/contact'],
  ['Privacy Policy', '/privacy'],
  ['Terms of Service', '/terms'],
  ['Transparency', '/transparency'],
];

describe('Footer', () => {
  it('shows quick links and support links to a member (docs/product.md#footer)', () => {
    render(<Footer signedIn />);
    expect(pairs('Quick Links')).toEqual([
      ['Dashboard', '/dashboard'],
      ['Task Area', '/tasks'],
      ['Profit Overview', '/profit'],
      ['My Account', '/account'],
    ]);
    expect(pairs('Support')).toEqual(SUPPORT);
  });

  it('shows only the support links to a visitor', () => {
    render(<Footer signedIn={false} />);
    expect(screen.queryByRole('navigation', { name: 'Quick Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(pairs('Support')).toEqual(SUPPORT);
  });

  afterEach(() => vi.useRealTimers());

  it('carries the copyright of this year, all rights reserved and the tagline', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T09:00:00Z'), toFake: ['Date'] });
    render(<Footer signedIn={false} />);
    expect(screen.getByText('© 2026 Mapato. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText(/empowering your financial journey/i)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-slot', 'footer');
  });

  it('turns the year at midnight in Nairobi, not in UTC', () => {
    // 31 Dec 2027, 22:30 UTC is 1 Jan 2028, 01:30 in Nairobi.
    vi.useFakeTimers({ now: new Date('2027-12-31T22:30:00Z'), toFake: ['Date'] });
    render(<Footer signedIn />);
    expect(screen.getByText('© 2028 Mapato. All rights reserved.')).toBeInTheDocument();
  });

  it('takes the year from its caller', () => {
    render(<Footer signedIn year={2031} />);
    expect(screen.getByText('© 2031 Mapato. All rights reserved.')).toBeInTheDocument();
  });

  it('shows social placeholders as disabled links that lead nowhere', () => {
    render(<Footer signedIn />);
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram']) {
      const social = screen.getByRole('link', { name });
      expect(social).toHaveAttribute('aria-disabled', 'true');
      expect(social).not.toHaveAttribute('href');
      expect(social).not.toHaveAttribute('tabindex');
    }
  });

  it('renders its links with the injected link component', () => {
    const AppLink = ({ href, ...props }: LinkProps) => <a data-router-link={href} href={href} {...props} />;
    render(<Footer signedIn linkComponent={AppLink} />);
    expect(screen.getByRole('link', { name: 'Task Area' })).toHaveAttribute('data-router-link', '/tasks');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('data-router-link', '/terms');
  });

  it('offers the page in the other language when it knows the page', () => {
    const { rerender } = render(<Footer signedIn={false} />);
    expect(screen.queryByRole('link', { name: /Kiswahili/ })).not.toBeInTheDocument();
    rerender(<Footer signedIn={false} currentPath="/contact" />);
    const link = screen.getByRole('link', { name: 'Change language: Kiswahili' });
    expect(link).toHaveAttribute('href', '/sw/contact');
    expect(link).toHaveAttribute('hreflang', 'sw');
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('says everything in Kiswahili and links to the /sw/ pages', () => {
      render(<Footer signedIn year={2031} currentPath="/sw/privacy" />);
      expect(pairs('Msaada')).toEqual([
        ['Kituo cha msaada', '/sw/support'],
        ['Wasiliana nasi', '/sw/contact'],
        ['Sera ya Faragha', '/sw/privacy'],
        ['Masharti ya Huduma', '/sw/terms'],
        ['Uwazi', '/sw/transparency'],
      ]);
      expect(pairs('Viungo vya haraka').map(([label]) => label)).toEqual([
        'Dashibodi',
        'Eneo la kazi',
        'Muhtasari wa faida',
        'Akaunti yangu',
      ]);
      expect(screen.getByText('© 2031 Mapato. Haki zote zimehifadhiwa.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Tufuate' })).toBeInTheDocument();
      const english = screen.getByRole('link', { name: 'Badilisha lugha: English' });
      expect(english).toHaveAttribute('href', '/privacy');
      expect(english).toHaveAttribute('hreflang', 'en');
    });
  });
});
