// The Africa's Talking SMS simulator's surface: the `sms-sim` command, tests, and the outbox page
// the main server serves at /_sim/sms.
export { startSmsSimulator } from './simulator.ts';
export type { SmsSimulator } from './simulator.ts';
export type { SimSms } from './messaging.ts';
export { renderSmsOutboxPage, smsOutboxJson } from './outbox-page.ts';
