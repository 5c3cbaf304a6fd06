// The Daraja simulator's surface: in-process (tests, `npm start`) and the `mpesa-sim` command.
export { startDarajaSimulator } from './simulator.ts';
export type { DarajaSimulator } from './simulator.ts';
export { DEFAULT_KNOBS, SANDBOX_PASSKEY } from './options.ts';
export type { CallbackKnobs, DarajaSimulatorOptions } from './options.ts';
export { MAGIC_NUMBERS } from './scenarios.ts';
export type { B2cScript, MagicNumber, Script, StkScript } from './scenarios.ts';
export type { Payout, RecordedCallback, RecordedRequest, StkSession } from './state.ts';
export type { PhoneAction } from './stk.ts';
export { generateSimulatorKeys } from './certificate.ts';
export { startCallbackRecorder } from './callback-recorder.ts';
export type { CallbackRecorder, ReceivedCallback } from './callback-recorder.ts';
