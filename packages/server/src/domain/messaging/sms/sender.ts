// The worker's one need of a gateway: hand over one message to one number and say what happened.
// The Africa's Talking client (../../sms) and the simulator both sit behind it (app.ts adapts).

export type SmsSendOutcome =
  /** the gateway took it; a delivery report about providerId may follow */
  | { outcome: 'accepted'; providerId: string; status: string }
  /** not now (the gateway's balance, its servers, the network): try again later */
  | { outcome: 'retry'; status: string }
  /** never (an invalid or blacklisted number, a sender id refused) */
  | { outcome: 'rejected'; status: string };

export type SmsSender = (phone: string, body: string) => Promise<SmsSendOutcome>;
