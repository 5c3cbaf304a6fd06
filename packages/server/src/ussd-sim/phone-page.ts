// The USSD simulator's phone (ADR 034): a page that plays a feature phone's USSD screen. A person
// types a number and dials; each answer is sent on as Africa's Talking would (the text so far
// joined by '*', one session id) to our own callback, and its CON/END is shown as the phone would.
// No script: the page is a form, so it works on any browser and over any line.
import { DEMO_ACCOUNTS, DEMO_USSD_PIN, SIMULATOR_USSD_CODE } from '@mapato/core';

export interface PhoneScreen {
  phone: string;
  sessionId: string;
  /** the inputs so far, joined by '*' ('' before the first answer) */
  text: string;
  /** what the callback answered, 'CON …' or 'END …'; null before dialling */
  answer: string | null;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderUssdPhonePage(screen: PhoneScreen): string {
  const open = screen.answer?.startsWith('CON ') ?? false;
  const shown = screen.answer === null ? '' : screen.answer.slice(4);
  const body =
    screen.answer === null
      ? `<form method="post" action="/_sim/ussd">
  <label for="phone">Phone number</label>
  <input id="phone" name="phone" inputmode="tel" autocomplete="tel" value="${escape(screen.phone)}" required>
  <input type="hidden" name="dial" value="1">
  <button type="submit">Dial ${escape(SIMULATOR_USSD_CODE)}</button>
</form>
<p class="hint">Demo phones: ${DEMO_ACCOUNTS.map((a) => escape(a.phone.replace('+254', '0'))).join(', ')}; USSD PIN ${DEMO_USSD_PIN}.</p>`
      : `<div class="screen" role="status" aria-live="polite"><pre>${escape(shown)}</pre></div>
${
  open
    ? `<form method="post" action="/_sim/ussd">
  <input type="hidden" name="phone" value="${escape(screen.phone)}">
  <input type="hidden" name="sessionId" value="${escape(screen.sessionId)}">
  <input type="hidden" name="text" value="${escape(screen.text)}">
  <label for="input">Reply</label>
  <input id="input" name="input" inputmode="numeric" autocomplete="off" autofocus>
  <button type="submit">Send</button>
</form>`
    : `<p><a href="/_sim/ussd?phone=${encodeURIComponent(screen.phone)}">Dial again</a></p>`
}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>USSD simulator | Mapato</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f4f4f5;color:#18181b}
main{max-width:360px;margin:0 auto}
.screen{background:#1f2937;color:#e5e7eb;border-radius:8px;padding:12px;min-height:160px}
pre{white-space:pre-wrap;font:16px/1.4 ui-monospace,monospace;margin:0}
label{display:block;margin:12px 0 4px;font-weight:600}
input{font-size:18px;padding:8px;width:100%;box-sizing:border-box}
button{margin-top:8px;font-size:16px;padding:10px 16px;background:#0b7a43;color:#fff;border:0;border-radius:6px}
.hint{color:#52525b;font-size:14px}
a{color:#0b7a43}
</style>
</head>
<body>
<main>
<h1>USSD simulator</h1>
<p class="hint">Plays a phone's USSD screen against this server's Africa's Talking callback. Only in simulator mode.</p>
${body}
<p class="hint"><a href="/_sim/sms">SMS the phones received</a></p>
</main>
</body>
</html>`;
}
