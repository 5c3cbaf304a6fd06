// The page where a person plays the member's phone: open STK prompts with Pay / Cancel / Wrong
// PIN, recent results, the callback knobs and the magic numbers. Plain forms, relative URLs (it
// works mounted under any prefix), no inline script or style.
import { formatKsh } from '@mapato/core';
import { answerPrompt, type PhoneAction } from './stk.ts';
import { PHONE_CSS, PHONE_JS } from './phone-assets.ts';
import { MAGIC_NUMBERS } from './scenarios.ts';
import type { SimRequest, SimResponse } from './http-io.ts';
import type { SimState } from './state.ts';
import type { CallbackKnobs } from './options.ts';

export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const local = (msisdn: string) => `0${msisdn.slice(3)}`;
const html = (text: string): SimResponse => ({
  status: 200,
  text,
  contentType: 'text/html; charset=utf-8',
  headers: { 'content-security-policy': PAGE_CSP },
});
const seeOther = (location: string): SimResponse => ({ status: 303, text: '', headers: { location } });

/** Changes whenever something on the page would change, so the script knows to reload. */
export function signature(state: SimState): string {
  const sessions = [...state.sessions.values()].map((s) => `${s.checkoutRequestId}:${s.state}`).join(',');
  const payouts = [...state.payouts.values()].map((p) => `${p.originatorConversationId}:${p.state}`).join(',');
  return String(hash(`${sessions}|${payouts}|${JSON.stringify(state.knobs)}`));
}
function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return h;
}

export function phonePage(state: SimState, certificatePem: string): SimResponse {
  const open = [...state.sessions.values()].filter((s) => s.state === 'open');
  const prompts = open.length
    ? open
        .map(
          (
            s,
          ) => `<div class="prompt"><p>Do you want to pay <strong>${escape(formatKsh(s.amount))}</strong> to <strong>${escape(state.options.stkShortcode)}</strong>, account <strong>${escape(s.accountReference)}</strong>? (phone ${escape(local(s.msisdn))})</p>
${action(s.checkoutRequestId, 'accept', 'Enter PIN and pay', 'pay')}${action(s.checkoutRequestId, 'cancel', 'Cancel')}${action(s.checkoutRequestId, 'wrong-pin', 'Enter a wrong PIN')}</div>`,
        )
        .join('\n')
    : `<p class="empty">No open M-Pesa prompt.${state.options.phoneDelayMs === 'off' ? '' : ` (The simulated phone pays by itself after ${state.options.phoneDelayMs} ms; start with <code>--phone-delay=off</code> to answer here.)`}</p>`;
  const stkRows = [...state.sessions.values()]
    .slice(-15)
    .reverse()
    .map(
      (s) =>
        `<tr><td>${escape(s.checkoutRequestId)}</td><td>${escape(local(s.msisdn))}</td><td>${escape(s.amount)}</td><td>${escape(s.state === 'done' ? `${s.resultCode} ${s.resultDesc}` : s.state)}</td><td>${escape(s.receipt ?? '')}</td></tr>`,
    );
  const b2cRows = [...state.payouts.values()]
    .slice(-15)
    .reverse()
    .map(
      (p) =>
        `<tr><td>${escape(p.originatorConversationId)}</td><td>${escape(local(p.msisdn))}</td><td>${escape(p.amount)}</td><td>${escape(p.state === 'done' ? `${p.resultCode} ${p.resultDesc}` : p.state)}</td><td>${escape(p.receipt ?? '')}</td></tr>`,
    );
  const magic = MAGIC_NUMBERS.map(
    (m) => `<tr><td>${escape(local(m.msisdn))}</td><td>${escape(m.meaning)}</td></tr>`,
  ).join('');
  return html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>M-Pesa phone — Daraja simulator</title><link rel="stylesheet" href="sim/phone.css"><script src="sim/phone.js" defer></script></head>
<body data-signature="${escape(signature(state))}">
<h1>Simulated M-Pesa phone</h1>
<section aria-label="Open prompts">${prompts}</section>
<h2>STK pushes</h2>
<table><thead><tr><th>CheckoutRequestID</th><th>Phone</th><th>KSh</th><th>Result</th><th>Receipt</th></tr></thead><tbody>${stkRows.join('') || '<tr><td colspan="5" class="empty">None yet.</td></tr>'}</tbody></table>
<h2>B2C payouts</h2>
<table><thead><tr><th>OriginatorConversationID</th><th>Phone</th><th>KSh</th><th>Result</th><th>Receipt</th></tr></thead><tbody>${b2cRows.join('') || '<tr><td colspan="5" class="empty">None yet.</td></tr>'}</tbody></table>
<h2>Callback knobs</h2>
${knobsForm(state.knobs)}
<h2>Magic numbers</h2>
<table><thead><tr><th>Number</th><th>What happens</th></tr></thead><tbody>${magic}</tbody></table>
<p>Any other number: the prompt is paid (after the phone delay) and payouts succeed. B2C certificate: <a href="sim/certificate.pem">certificate.pem</a>.</p>
<details><summary>Certificate</summary><pre>${escape(certificatePem)}</pre></details>
</body></html>`);
}

const action = (id: string, what: PhoneAction, label: string, cls = '') =>
  `<form method="post" action="sim/prompts/${encodeURIComponent(id)}/${what}"><button type="submit"${cls ? ` class="${cls}"` : ''}>${label}</button></form>`;

function knobsForm(k: CallbackKnobs): string {
  const box = (name: keyof CallbackKnobs, label: string) =>
    `<label><input type="checkbox" name="${name}" value="1"${k[name] ? ' checked' : ''}> ${label}</label>`;
  return `<form method="post" action="sim/knobs"><fieldset>
<label>Delay before each callback (ms) <input name="callbackDelayMs" inputmode="numeric" value="${k.callbackDelayMs}"></label>
${box('duplicate', 'Duplicate: send every callback twice')}
${box('drop', 'Drop: never send callbacks')}
${box('outOfOrder', 'Out of order: hold callbacks briefly, send the newest first')}
${box('wrongToken', 'Wrong token: replace the secret token in callback URLs')}
${box('spikeArrest', 'STK Query answers Spike Arrest (500.003.02)')}
<button type="submit">Save knobs</button></fieldset></form>`;
}

/** The page, its assets and its forms; null for any other path. */
export function phoneRoutes(state: SimState, request: SimRequest, certificatePem: string): SimResponse | null {
  const { method, path } = request;
  if (method === 'GET' && path === '/') return phonePage(state, certificatePem);
  if (method === 'GET' && path === '/sim/phone.js')
    return { status: 200, text: PHONE_JS, contentType: 'text/javascript; charset=utf-8' };
  if (method === 'GET' && path === '/sim/phone.css')
    return { status: 200, text: PHONE_CSS, contentType: 'text/css; charset=utf-8' };
  // Browsers ask for it; an empty answer keeps their consoles clean.
  if (method === 'GET' && path === '/favicon.ico') return { status: 204, text: '' };
  if (method === 'GET' && path === '/sim/certificate.pem')
    return { status: 200, text: certificatePem, contentType: 'application/x-pem-file' };
  if (method === 'GET' && path === '/sim/state.json') {
    const prompts = [...state.sessions.values()]
      .filter((s) => s.state === 'open')
      .map(({ cancelTimer: _t, ...s }) => s);
    return { status: 200, json: { signature: signature(state), prompts, knobs: state.knobs } };
  }
  if (method !== 'POST') return null;
  const answer = /^\/sim\/prompts\/([^/]+)\/(accept|cancel|wrong-pin)$/.exec(path);
  if (answer) {
    const done = answerPrompt(state, decodeURIComponent(answer[1]!), answer[2] as PhoneAction);
    return done
      ? seeOther('../../../')
      : { status: 409, text: 'This prompt is no longer open.', contentType: 'text/plain; charset=utf-8' };
  }
  if (path === '/sim/knobs') {
    const form = new URLSearchParams(request.rawBody);
    const delay = Number(form.get('callbackDelayMs') ?? 0);
    Object.assign(state.knobs, {
      callbackDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 0,
      duplicate: form.has('duplicate'),
      drop: form.has('drop'),
      outOfOrder: form.has('outOfOrder'),
      wrongToken: form.has('wrongToken'),
      spikeArrest: form.has('spikeArrest'),
    });
    return seeOther('../');
  }
  return null;
}
