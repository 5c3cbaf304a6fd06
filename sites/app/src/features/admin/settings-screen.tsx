// How the server is set up for money, read-only: it is configured where the server starts, not here.
import { settingsQueryOptions, type MpesaMode } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { useQuery } from '@tanstack/react-query';
import { useAdminPb } from './admin-pb.ts';
import { Loaded } from './loaded.tsx';
import { PageTitle } from './page-title.tsx';

const MODES: Readonly<Record<MpesaMode, string>> = {
  manual: 'Manual: operators confirm bonds and send payouts by hand',
  simulator: 'Simulator: a pretend M-Pesa for testing (no real money)',
  daraja: "Daraja: Safaricom's M-Pesa API (real money)",
};

export function SettingsScreen() {
  const settings = useQuery(settingsQueryOptions(useAdminPb()));
  return (
    <>
      <PageTitle title="Settings">Read-only: these are set where the server is started.</PageTitle>
      <Loaded query={settings} what="the settings">
        {(s) => (
          <dl className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card text-sm">
            {[
              ['M-Pesa mode', MODES[s.mpesaMode] ?? s.mpesaMode],
              ['Automatic payout limit', `${formatKsh(s.autoPayoutMax)}: larger payouts wait for an admin's approval`],
              ['Four-eyes threshold', `Payouts above ${formatKsh(s.fourEyesMin)} need two different admins`],
              ['Daily limit per member', `${formatKsh(s.dailyLimit)} of withdrawals per Nairobi day`],
              ['Smallest withdrawal', formatKsh(s.minWithdrawal)],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col gap-0.5 p-4 sm:flex-row sm:gap-6">
                <dt className="font-medium sm:w-56 sm:shrink-0">{label}</dt>
                <dd className="text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Loaded>
    </>
  );
}
