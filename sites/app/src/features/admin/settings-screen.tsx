// How the server is set up for money, read-only: it is configured where the server starts, not here.
import { settingsQueryOptions, type AdminMpesaMode } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useQuery } from '@tanstack/react-query';
import { useAdminPb } from './admin-pb.ts';
import { Loaded } from './loaded.tsx';
import { PageTitle } from './page-title.tsx';

const modes = (): Readonly<Record<AdminMpesaMode, string>> => ({
  manual: m.admin_modeManual(),
  simulator: m.admin_modeSimulator(),
  daraja: m.admin_modeDaraja(),
});

export function SettingsScreen() {
  const settings = useQuery(settingsQueryOptions(useAdminPb()));
  return (
    <>
      <PageTitle title={m.admin_settings()}>{m.admin_settingsLead()}</PageTitle>
      <Loaded query={settings} what={m.admin_whatSettings()}>
        {(s) => (
          <dl className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card text-sm">
            {[
              [m.admin_settingMpesaMode(), modes()[s.mpesaMode] ?? s.mpesaMode],
              [m.admin_settingAutoPayout(), m.admin_settingAutoPayoutValue({ amount: formatKsh(s.autoPayoutMax) })],
              [m.admin_settingFourEyes(), m.admin_settingFourEyesValue({ amount: formatKsh(s.fourEyesMin) })],
              [m.admin_settingDailyLimit(), m.admin_settingDailyLimitValue({ amount: formatKsh(s.dailyLimit) })],
              [m.admin_settingMinWithdrawal(), formatKsh(s.minWithdrawal)],
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
