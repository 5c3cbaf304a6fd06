// The frame the console (/admin) and the client screens (/client) share on every screen but
// sign-in: the area's name, who is signed in and Sign out, the sections, then the screen. Each area
// gives its words, its links (places, not URLs: only routes/ knows URLs) and what it adds; the
// frame ends the session when the server refuses one of the area's requests with 401. vite.config.ts
// keeps it out of the members' chunk (LOADED_LATER).
import { ClientResponseError } from '@mapato/client';
import { Button, cn } from '@mapato/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentProps, type ReactNode } from 'react';

export type AreaLinkProps<Place> = Omit<ComponentProps<'a'>, 'href'> & { place: Place; children: ReactNode };

export interface AreaSection<Section extends string, Place> {
  section: Section;
  label: string;
  place: Place;
}

export interface AreaLayoutProps<Section extends string, Place> {
  /** after "Mapato" in the header: "Operator console", "Clients" */
  areaName: string;
  /** who is signed in, and beside it what the area shows (a role, a balance, the language switch) */
  who: ReactNode;
  signOut: { label: string; onClick: () => void };
  navLabel: string;
  sections: ReadonlyArray<AreaSection<Section, Place>>;
  /** the section shown, marked in the navigation */
  section?: Section;
  Link: (props: AreaLinkProps<Place>) => ReactNode;
  /** the console's tables want more room than the client's forms */
  width: 'max-w-5xl' | 'max-w-6xl';
  children: ReactNode;
}

export function AreaLayout<Section extends string, Place>(props: AreaLayoutProps<Section, Place>) {
  const { areaName, who, signOut, navLabel, sections, section, Link, width, children } = props;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div
          className={cn('mx-auto flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3', width)}
        >
          <p className="font-bold text-primary">
            Mapato <span className="font-medium text-muted-foreground">{areaName}</span>
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            {who}
            <Button variant="outline" size="sm" onClick={signOut.onClick}>
              {signOut.label}
            </Button>
          </div>
        </div>
        <nav aria-label={navLabel} className={cn('mx-auto w-full px-2 pb-2', width)}>
          <ul className="flex flex-wrap gap-1">
            {sections.map((s) => (
              <li key={s.section}>
                <Link
                  place={s.place}
                  aria-current={s.section === section ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
                  )}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={cn('mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-6', width)}>{children}</main>
    </div>
  );
}

/**
 * Any request of the area (its query keys start with `keyRoot`) refused with 401 means the session
 * is over (the token expired or was revoked, the account removed): `signOut`, and the area's
 * routes go to its sign-in.
 */
export function useSessionEnd(keyRoot: unknown, signOut: (queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        const ours = event.query.queryKey[0] === keyRoot;
        if (ours && error instanceof ClientResponseError && error.status === 401) signOut(queryClient);
      }),
    [queryClient, keyRoot, signOut],
  );
}
