// The Daraja simulator's surface: in-process (`serve --mpesa simulator`) and the `mpesa-sim` command.
export { startDarajaSimulator } from './simulator.ts';
export type { DarajaSimulator } from './simulator.ts';
