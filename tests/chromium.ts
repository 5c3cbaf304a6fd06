// Debian's Chromium as this machine needs it started (root, no network beyond loopback): one
// definition for the story tests, the end-to-end tests and the front-end benchmark.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
