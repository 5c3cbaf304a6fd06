// The footer island: its quick links show only to a signed-in member (spec §2 "Footer").
import { Footer } from '@mapato/ui';
import { useSession } from '../lib/session.ts';

export default function SiteFooter() {
  const { user } = useSession();
  return <Footer signedIn={user !== null} />;
}
