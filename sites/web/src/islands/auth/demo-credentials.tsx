// The demo accounts, shown only when the server says it runs with --demo (a real deployment
// answers 404 and nothing is shown, not even on a slow line: the list appears once it is known).
import { fetchDemoAccounts, type DemoAccount } from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button } from '@mapato/ui';
import { useEffect, useState } from 'react';
import { pb } from '../../lib/session.ts';

export function DemoCredentials({ onUse }: { onUse: (username: string, password: string) => void }) {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchDemoAccounts(pb, controller.signal).then(setAccounts, () => setAccounts([]));
    return () => controller.abort();
  }, []);
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts" className="mt-6 rounded-md border border-border bg-secondary p-3 text-sm">
      <h2 id="demo-accounts" className="font-semibold text-secondary-foreground">
        {m.web_demoAccounts()}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {accounts.map((a) => (
          // The button stays beside its credentials on a 360 px phone; a long pair wraps after the
          // slash, never inside a password.
          <li key={a.username} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <code className="whitespace-nowrap">{a.username}</code> /{' '}
              <code className="whitespace-nowrap">{a.password}</code>
            </span>
            <Button size="sm" variant="outline" className="shrink-0" onClick={() => onUse(a.username, a.password)}>
              {/* The name starts with the visible word (WCAG 2.5.3), then says whose details. */}
              {m.web_demoUse()}
              <span className="sr-only"> {a.username}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
