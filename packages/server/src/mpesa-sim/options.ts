// The simulator's settings and its callback knobs (reference §11). Defaults mirror the sandbox
// where it publishes values, and are quick enough for a person to watch.

/** How callbacks are delivered; changeable while the simulator runs (setKnobs, or the page). */
export interface CallbackKnobs {
  /** Extra wait before every callback is POSTed. */
  callbackDelayMs: number;
  /** Every callback is POSTed twice, one after the other. */
  duplicate: boolean;
  /** Callbacks are recorded but never POSTed (queries and Transaction Status still tell the truth). */
  drop: boolean;
  /** Callbacks due within `outOfOrderWindowMs` of each other are held, then POSTed newest first. */
  outOfOrder: boolean;
  outOfOrderWindowMs: number;
  /** The callback URL's last path segment (where Mapato keeps its secret token) is replaced. */
  wrongToken: boolean;
  /** Local address callbacks are sent from, e.g. 127.0.0.2 to fail a source-IP allowlist; null: the default. */
  sourceAddress: string | null;
  /** STK Query answers 500.003.02 Spike Arrest Violation. */
  spikeArrest: boolean;
}

export interface DarajaSimulatorOptions {
  /** Default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  consumerKey?: string;
  consumerSecret?: string;
  stkShortcode?: string;
  passkey?: string;
  b2cShortcode?: string;
  initiatorName?: string;
  initiatorPassword?: string;
  /** Both or neither; neither: a key pair and certificate are made at start. */
  privateKeyPem?: string;
  certificatePem?: string;
  tokenTtlSeconds?: number;
  /** Daraja 3.0's FAQ: each grant invalidates the previous token. Default true. */
  invalidatePreviousToken?: boolean;
  /** How long the simulated phone takes to answer a prompt with the PIN; 'off': it waits for a person. */
  phoneDelayMs?: number | 'off';
  /** An unanswered prompt ends with 1037 after this long. */
  promptTimeoutMs?: number;
  /** How long M-Pesa takes to settle a B2C or answer a Transaction Status. */
  b2cDelayMs?: number;
  /** When the queue-timeout scenario sends its timeout; the result follows queueTimeoutResultMs later. */
  queueTimeoutMs?: number;
  /**
   * How long after its queue timeout the scenario's success result comes (default b2cDelayMs). A test
   * that must see Mapato ask Transaction Status first makes it long, so the result cannot win the race.
   */
  queueTimeoutResultMs?: number;
  /** Same number and amount paid again within this window gets ResultCode 17; 0 turns the rule off. */
  duplicateWindowSeconds?: number;
  /** STK Timestamps further than this from Nairobi's clock are refused; null: not checked. */
  timestampToleranceSeconds?: number | null;
  /** Wrong SecurityCredentials (2001) before the initiator is locked (8006). */
  credentialAttempts?: number;
  /** The B2C utility account; a payout above it gets ResultCode 1. */
  utilityBalance?: number;
  /** The paybill's Working Account at start (opening float); STK payments add to it. */
  workingBalance?: number;
  /** A file that keeps both accounts between starts (memory.ts); it wins over the two above once written. */
  memoryFile?: string;
  /** Recorded requests and callbacks kept (oldest dropped first). */
  recordLimit?: number;
  knobs?: Partial<CallbackKnobs>;
  /** Milliseconds since the epoch, for token expiry and timestamps (timers use real time). */
  now?: () => number;
  /** One line per event, for the standalone simulator's console. */
  log?: (line: string) => void;
}

export const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

export const DEFAULT_KNOBS: CallbackKnobs = {
  callbackDelayMs: 0,
  duplicate: false,
  drop: false,
  outOfOrder: false,
  outOfOrderWindowMs: 200,
  wrongToken: false,
  sourceAddress: null,
  spikeArrest: false,
};

export type ResolvedOptions = Required<
  Omit<DarajaSimulatorOptions, 'privateKeyPem' | 'certificatePem' | 'knobs' | 'port' | 'memoryFile'>
> & {
  port: number;
};

export function resolveOptions(options: DarajaSimulatorOptions): ResolvedOptions {
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    consumerKey: options.consumerKey ?? 'mapato-sim-consumer-key',
    consumerSecret: options.consumerSecret ?? 'mapato-sim-consumer-secret',
    stkShortcode: options.stkShortcode ?? '174379',
    passkey: options.passkey ?? SANDBOX_PASSKEY,
    b2cShortcode: options.b2cShortcode ?? '600999',
    initiatorName: options.initiatorName ?? 'testapi',
    initiatorPassword: options.initiatorPassword ?? 'mapato-sim-initiator',
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3599,
    invalidatePreviousToken: options.invalidatePreviousToken ?? true,
    phoneDelayMs: options.phoneDelayMs ?? 2000,
    promptTimeoutMs: options.promptTimeoutMs ?? 60_000,
    b2cDelayMs: options.b2cDelayMs ?? 1000,
    queueTimeoutMs: options.queueTimeoutMs ?? 1000,
    queueTimeoutResultMs: options.queueTimeoutResultMs ?? options.b2cDelayMs ?? 1000,
    duplicateWindowSeconds: options.duplicateWindowSeconds ?? 120,
    timestampToleranceSeconds:
      options.timestampToleranceSeconds === undefined ? 900 : options.timestampToleranceSeconds,
    credentialAttempts: options.credentialAttempts ?? 3,
    utilityBalance: options.utilityBalance ?? 10_000_000,
    workingBalance: options.workingBalance ?? 0,
    recordLimit: options.recordLimit ?? 10_000,
    now: options.now ?? Date.now,
    log: options.log ?? (() => {}),
  };
}
