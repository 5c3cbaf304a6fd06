// The SMS outbox as a person reads it on a phone: newest first, the one-time code large. Pure
// functions of the messages, so the simulator serves it at /sms and the main server the same
// page at /_sim/sms. No script and no external asset: it refreshes itself with a meta tag and
// carries its style inline (the server's CSP allows inline styles, never inline scripts).
import { SCENARIOS } from './scenarios.ts';

export interface OutboxEntry {
  to: string;
  message: string;
  /** ISO 8601. */
  created: string;
}

export const OUTBOX_REFRESH_SECONDS = 3;

/** The entries newest first, whatever order they come in (stable for the same instant). */
export function smsOutboxJson(messages: readonly OutboxEntry[]): OutboxEntry[] {
  return newestFirst(messages).map(({ to, message, created }) => ({ to, message, created }));
}

export function renderSmsOutboxPage(messages: readonly OutboxEntry[]): string {
  const items = newestFirst(messages).map(item).join('\n');
  const scenarios = SCENARIOS.map((s) => `<tr><td>…${escape(s.suffix)}</td><td>${escape(s.meaning)}</td></tr>`).join(
    '',
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">
<title>SMS outbox — Africa's Talking simulator</title>
<style>${CSS}</style></head>
<body>
<h1>SMS outbox</h1>
<p class="note">${messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first; this page refreshes every ${OUTBOX_REFRESH_SECONDS} s. As JSON: <a href="sms.json">sms.json</a>.</p>
${messages.length ? `<ol class="outbox">\n${items}\n</ol>` : '<p class="empty">No SMS sent yet.</p>'}
<details><summary>Scenario numbers (last four digits)</summary>
<table><thead><tr><th>Ends in</th><th>What happens</th></tr></thead><tbody>${scenarios}</tbody></table>
<p>Any other +254 mobile number: sent and delivered. Any number that is not +254 E.164: 403 InvalidPhoneNumber.</p>
</details>
</body></html>`;
}

function item(sms: OutboxEntry): string {
  const code = oneTimeCode(sms.message);
  return `<li><p class="meta"><strong>${escape(sms.to)}</strong> <time datetime="${escape(sms.created)}">${escape(nairobiTime(sms.created))}</time></p>${
    code === null ? '' : `<p class="code" aria-label="Code ${escape(code)}">${escape(code)}</p>`
  }<p class="text">${escape(sms.message)}</p></li>`;
}

// Six digits standing alone (not part of an amount such as 150,000 or 1234567).
const CODE = /(?<![\d,.])\d{6}(?![\d]|[,.]\d)/;

function oneTimeCode(message: string): string | null {
  return CODE.exec(message)?.[0] ?? null;
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function nairobiTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : TIME.format(ms);
}

function newestFirst(messages: readonly OutboxEntry[]): OutboxEntry[] {
  const at = (m: OutboxEntry) => Date.parse(m.created) || 0;
  return [...messages].sort((a, b) => at(b) - at(a));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CSS = `body{font:16px/1.45 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:.75rem;color:#1b1b1b;background:#fafafa}
h1{font-size:1.3rem;margin:.25rem 0}.note,.empty{color:#555;font-size:.9rem}
.outbox{list-style:none;margin:0;padding:0}
.outbox li{background:#fff;border:1px solid #ddd;border-radius:12px;padding:.6rem .8rem;margin:.6rem 0}
.meta{margin:0;font-size:.9rem;display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}
time{color:#555}
.code{margin:.3rem 0;font-size:2rem;font-weight:700;letter-spacing:.2em;font-variant-numeric:tabular-nums;color:#1b5e20}
.text{margin:.3rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%;font-size:.85rem}td,th{text-align:left;padding:.2rem .4rem;border-bottom:1px solid #ddd}`;
