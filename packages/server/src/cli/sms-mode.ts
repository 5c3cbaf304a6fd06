// `serve --sms off|simulator|africastalking` (ADR 033): where the server's text messages go.
// off keeps them in the outbox (nothing leaves; verification codes cannot arrive); simulator
// starts the Africa's Talking simulator in this process and shows its outbox at /_sim/sms;
// africastalking reads MAPATO_AT_* (sms/config.ts reports every problem at once). Africa's
// Talking posts delivery reports to /callbacks/at/sms/{MAPATO_AT_CALLBACK_SECRET}.
import { randomBytes } from 'node:crypto';
import { SIMULATOR_USSD_CODE } from '@mapato/core';
import type { SmsOptions } from '../app.ts';
import type { SmsSender } from '../domain/messaging/sms/sender.ts';
import { isSmsMode, SMS_MODES } from '../domain/messaging/sms/settings.ts';
import { createAfricasTalkingSms, SmsApiError, smsConfigFromEnv, type AfricasTalkingSms } from '../sms/index.ts';
import { startSmsSimulator, type SmsSimulator } from '../sms-sim/index.ts';
import type { ParsedArgs } from './args.ts';

export interface SmsSetup {
  options: SmsOptions;
  simulator: SmsSimulator | null;
  banner: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** The secret path segment of Africa's Talking's callbacks: long and unguessable, or refused. */
export function callbackSecretFromEnv(env: Env, required: boolean): string {
  const secret = env.MAPATO_AT_CALLBACK_SECRET?.trim() ?? '';
  if (secret === '' && !required) return randomBytes(24).toString('base64url');
  if (!/^[A-Za-z0-9_-]{24,}$/.test(secret))
    throw new Error(
      'MAPATO_AT_CALLBACK_SECRET must be at least 24 letters, digits, - or _ (the callbacks’ secret path)',
    );
  return secret;
}

export async function smsFromArgs(
  args: ParsedArgs,
  listen: { host: string; port: number },
  env: Env = process.env,
): Promise<SmsSetup> {
  const raw = typeof args.options.sms === 'string' ? args.options.sms : (env.MAPATO_SMS ?? 'off');
  if (!isSmsMode(raw)) throw new Error(`--sms expects one of ${SMS_MODES.join(', ')}, got "${raw}"`);
  if (raw === 'off') {
    return { options: { mode: 'off' }, simulator: null, banner: ['SMS: off (messages wait in the outbox)'] };
  }
  if (raw === 'africastalking') {
    const config = smsConfigFromEnv(env);
    const callbackSecret = callbackSecretFromEnv(env, true);
    return {
      options: {
        mode: raw,
        send: senderFor(createAfricasTalkingSms(config)),
        callbackSecret,
        // The service code Safaricom gave for the menu, shown on Account; none until there is one.
        ussdCode: env.MAPATO_USSD_CODE?.trim() || undefined,
      },
      simulator: null,
      banner: [`SMS: Africa's Talking at ${config.baseUrl} as ${config.username}`],
    };
  }
  const callbackSecret = callbackSecretFromEnv(env, false);
  const host = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listen.port}`;
  const simulator = await startSmsSimulator({
    host: '127.0.0.1',
    port: 0,
    deliveryReportUrl: `${origin}/callbacks/at/sms/${callbackSecret}`,
  });
  return {
    options: {
      mode: raw,
      send: senderFor(createAfricasTalkingSms(simulator.clientConfig())),
      callbackSecret,
      simulatorOutbox: () => simulator.outbox(),
      simulatorForget: (ids) => simulator.forget(ids),
      ussdCode: SIMULATOR_USSD_CODE,
    },
    simulator,
    banner: [`SMS: simulator; every message sent is at ${origin}/_sim/sms`],
  };
}

/** One message to one number through the client, as the worker asks (domain/messaging/sms/sender.ts). */
export function senderFor(client: AfricasTalkingSms): SmsSender {
  return async (phone, body) => {
    let result;
    try {
      result = await client.send([phone], body);
    } catch (error) {
      // A request AT can never take is given up; anything else thrown (the network, AT's servers,
      // our credentials) is tried again by the worker, a few times.
      if (error instanceof SmsApiError && error.kind === 'request')
        return { outcome: 'rejected', status: error.message };
      throw error;
    }
    const recipient = result.recipients[0];
    if (!recipient || recipient.statusCode === null) return { outcome: 'rejected', status: result.message };
    if (recipient.outcome === 'accepted')
      return { outcome: 'accepted', providerId: recipient.messageId ?? '', status: recipient.status };
    return { outcome: recipient.outcome, status: recipient.status };
  };
}
