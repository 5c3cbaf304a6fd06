// Where a client screen can send the client, named as places, not URLs (only routes/ knows URLs):
// the /client route tree provides the link that turns a place into a router link; outside it
// (stories) a place is a plain in-page anchor.
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

export type ClientPlace =
  /** `back`: the page opened while signed out, shown once the client has signed in */
  | { to: 'login'; back?: ClientPlace }
  | { to: 'projects' }
  | { to: 'new' }
  | { to: 'project'; id: string }
  | { to: 'keys' }
  | { to: 'balance' };

export type ClientLinkProps = Omit<ComponentProps<'a'>, 'href'> & { place: ClientPlace; children: ReactNode };

function AnchorLink({ place, ...props }: ClientLinkProps) {
  return <a href={`#${place.to}${'id' in place ? `:${place.id}` : ''}`} {...props} />;
}

const ClientLinkContext = createContext<(props: ClientLinkProps) => ReactNode>(AnchorLink);

export const ClientLinkProvider = ClientLinkContext.Provider;

export function ClientLink(props: ClientLinkProps) {
  const Link = useContext(ClientLinkContext);
  return <Link {...props} />;
}

/** Where a screen goes by itself after an action (a new project made): the route tree provides it. */
const ClientGoContext = createContext<(place: ClientPlace) => void>((place) => {
  location.hash = `${place.to}${'id' in place ? `:${place.id}` : ''}`;
});

export const ClientGoProvider = ClientGoContext.Provider;
export const useClientGo = () => useContext(ClientGoContext);
