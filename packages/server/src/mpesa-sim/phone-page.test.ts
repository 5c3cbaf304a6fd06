// The page where a person plays the member's phone: no inline script or style, plain forms
// that answer the prompt, knobs, and nothing another site can trigger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStkCallback } from '../mpesa/index.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig;
beforeAll(async () => {
  rig = await simulatorRig({ phoneDelayMs: 'off' });
});
afterAll(async () => {
  await rig.sim.settled();
  await rig.close();
});

const page = async () => {
  const response = await fetch(`${rig.sim.url}/`);
  return { response, html: await response.text() };
};
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${rig.sim.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });

describe('phone page', () => {
  it('is served under a strict CSP, with its script and styles as files, nothing inline', async () => {
    const { response, html } = await page();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self';");
    expect(html).toContain('<script src="sim/phone.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const js = await fetch(`${rig.sim.url}/sim/phone.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toContain("fetch('sim/state.json'");
    expect((await fetch(`${rig.sim.url}/sim/phone.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await (await fetch(`${rig.sim.url}/sim/certificate.pem`)).text()).toBe(rig.sim.certificate);
    expect(html).toContain('0700001032');
  });

  it('shows an open prompt; the Pay form answers it and sends the success callback', async () => {
    const before = (await (await fetch(`${rig.sim.url}/sim/state.json`)).json()) as { signature: string };
    const submitted = await rig.client.stkPush({ amount: 1000, phone: '0712345678', accountReference: 'BOND2' });
    if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
    const state = (await (await fetch(`${rig.sim.url}/sim/state.json`)).json()) as {
      signature: string;
      prompts: { checkoutRequestId: string }[];
    };
    expect(state.signature).not.toBe(before.signature);
    expect(state.prompts.map((p) => p.checkoutRequestId)).toEqual([submitted.checkoutRequestId]);

    const { html } = await page();
    expect(html).toContain(
      'Do you want to pay <strong>KSh 1,000</strong> to <strong>174379</strong>, account <strong>BOND2</strong>? (phone 0712345678)',
    );
    const action = `sim/prompts/${submitted.checkoutRequestId}/accept`;
    expect(html).toContain(
      `<form method="post" action="${action}"><button type="submit" class="pay">Enter PIN and pay</button></form>`,
    );
    expect(html).toContain(`action="sim/prompts/${submitted.checkoutRequestId}/cancel"`);
    expect(html).toContain(`action="sim/prompts/${submitted.checkoutRequestId}/wrong-pin"`);

    const answered = await post(`/${action}`, {});
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe('../../../');
    const [callback] = await rig.stkCallbacks(submitted.checkoutRequestId);
    expect(parseStkCallback(callback!.body)).toMatchObject({
      ok: true,
      value: { resultCode: '0', payment: { amount: 1000 } },
    });
    expect((await post(`/${action}`, {})).status).toBe(409);
    expect((await page()).html).toContain('No open M-Pesa prompt.');
  });

  it('escapes what the merchant sent', async () => {
    const { stkShortcode, passkey } = rig.sim.credentials;
    const ts = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
    // A raw request: our client would refuse this AccountReference.
    const grant = (await (
      await fetch(`${rig.sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: {
          authorization: `Basic ${btoa(`${rig.sim.credentials.consumerKey}:${rig.sim.credentials.consumerSecret}`)}`,
        },
      })
    ).json()) as { access_token: string };
    const response = await fetch(`${rig.sim.url}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${grant.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        BusinessShortCode: stkShortcode,
        Password: Buffer.from(stkShortcode + passkey + ts).toString('base64'),
        Timestamp: ts,
        TransactionType: 'CustomerPayBillOnline',
        Amount: 5,
        PartyA: '254712000201',
        PartyB: stkShortcode,
        PhoneNumber: '254712000201',
        CallBackURL: `${rig.recorder.url}/cb`,
        AccountReference: '<img src=x>',
      }),
    });
    const { CheckoutRequestID } = (await response.json()) as { CheckoutRequestID: string };
    const { html } = await page();
    expect(html).toContain('account <strong>&lt;img src=x&gt;</strong>');
    expect(html).not.toContain('<img src=x>');
    rig.sim.answer(CheckoutRequestID, 'cancel');
  });

  it('the knobs form sets the knobs', async () => {
    const saved = await post('/sim/knobs', { callbackDelayMs: '50', duplicate: '1', outOfOrder: '1' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('../');
    expect(rig.sim.knobs()).toMatchObject({
      callbackDelayMs: 50,
      duplicate: true,
      drop: false,
      outOfOrder: true,
      wrongToken: false,
    });
    expect((await page()).html).toContain('<input type="checkbox" name="duplicate" value="1" checked>');
    await post('/sim/knobs', { callbackDelayMs: '0' });
    expect(rig.sim.knobs()).toMatchObject({ callbackDelayMs: 0, duplicate: false, outOfOrder: false });
  });

  it('refuses forms posted from another site', async () => {
    const submitted = await rig.client.stkPush({ amount: 1000, phone: '0712000202', accountReference: 'BOND2' });
    if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
    const forged = await post(
      `/sim/prompts/${submitted.checkoutRequestId}/accept`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(rig.sim.prompts().map((p) => p.checkoutRequestId)).toContain(submitted.checkoutRequestId);
    const same = await post(`/sim/prompts/${submitted.checkoutRequestId}/cancel`, {}, { origin: rig.sim.url });
    expect(same.status).toBe(303);
  });
});
