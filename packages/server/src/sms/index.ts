// The Africa's Talking SMS client's surface: the server imports from here, never from the files
// (tests may reach the files they test directly).
export { createAfricasTalkingSms } from './client.ts';
export type { AfricasTalkingSms } from './client.ts';
export { smsConfigFromEnv } from './config.ts';
export type { SmsConfig } from './config.ts';
export { parseDeliveryReport } from './delivery-report.ts';
export { SmsApiError } from './errors.ts';
export { AT_STATUS_NAMES, classifyRecipientStatus } from './status-codes.ts';
