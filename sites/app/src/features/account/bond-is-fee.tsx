// What a bond is, said where a member chooses a level and again where they pay it
// (docs/decisions/070-honest-upgrades.md): a fee, not a deposit or an investment, never refunded;
// with the public page of how members are paid, in the app's language.
import { m } from '@mapato/i18n';
import { AppLink } from '../../lib/app-link.tsx';

export function BondIsFee() {
  return (
    <p className="text-sm">
      <strong className="font-semibold">{m.app_upgradeBondIsFee()}</strong>{' '}
      <AppLink href="/transparency" className="text-primary underline underline-offset-2">
        {m.app_upgradeHowPaid()}
      </AppLink>
    </p>
  );
}
