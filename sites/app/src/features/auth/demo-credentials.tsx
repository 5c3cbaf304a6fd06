import { DEMO_ACCOUNTS } from '@mapato/core';
import { Button } from '@mapato/ui';

/**
 * The demo accounts a server started with --demo accepts. Shown unless the build sets
 * VITE_DEMO=0 (production builds for real members should).
 */
export const SHOW_DEMO_ACCOUNTS = import.meta.env.VITE_DEMO !== '0';

export function DemoCredentials({ onUse }: { onUse: (username: string, password: string) => void }) {
  return (
    <section aria-labelledby="demo-accounts" className="mt-6 rounded-md border border-border bg-secondary p-3 text-sm">
      <h2 id="demo-accounts" className="font-semibold text-secondary-foreground">
        Demo accounts
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {DEMO_ACCOUNTS.map((a) => (
          <li key={a.username} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <code>{a.username}</code> / <code>{a.password}</code>
            </span>
            <Button size="sm" variant="outline" onClick={() => onUse(a.username, a.password)}>
              {/* The name starts with the visible word (WCAG 2.5.3), then says whose details. */}
              Use<span className="sr-only"> {a.username}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
