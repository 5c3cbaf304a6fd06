// Delivery reports end to end: our client sends through the simulator, a small receiver here
// gets AT's form, and our parser reads it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAfricasTalkingSms, parseDeliveryReport } from '../sms/index.ts';
import { startSmsSimulator, type SmsSimulator, type SmsSimulatorOptions } from './simulator.ts';

interface Receiver {
  url: string;
  port: number;
  forms: URLSearchParams[];
  contentTypes: (string | undefined)[];
  close(): Promise<void>;
}

/** Answers each report with the next status of `answers` (then 200), and records the forms it took. */
async function startReceiver(port = 0, answers: number[] = []): Promise<Receiver> {
  const forms: URLSearchParams[] = [];
  const contentTypes: (string | undefined)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      if (status < 300) {
        forms.push(new URLSearchParams(body));
        contentTypes.push(req.headers['content-type']);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/sms/delivery/secret`,
    port: actual,
    forms,
    contentTypes,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function rig(options: SmsSimulatorOptions = {}) {
  const logs: string[] = [];
  const sim: SmsSimulator = await startSmsSimulator({ deliveryDelayMs: 0, log: (l) => logs.push(l), ...options });
  opened.push(sim);
  return { sim, logs, sms: createAfricasTalkingSms(sim.clientConfig({ timeoutMs: 2000 })) };
}

describe('delivery reports', () => {
  it('POSTs a Success report as a form for each accepted message, none for a refused one', async () => {
    const receiver = await startReceiver();
    opened.push(receiver);
    const { sim, sms } = await rig({ deliveryReportUrl: receiver.url });
    const result = await sms.send(['+254712345678', '+254712340406'], 'Your code is 123456');
    await sim.settled();
    expect(receiver.forms).toHaveLength(1);
    expect(receiver.contentTypes).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.fromEntries(receiver.forms[0]!)).toEqual({
      id: result.recipients[0]!.messageId,
      status: 'Success',
      phoneNumber: '+254712345678',
      networkCode: '63902',
      retryCount: '0',
    });
    expect(parseDeliveryReport(receiver.forms[0]!)).toMatchObject({
      messageId: result.recipients[0]!.messageId,
      delivered: true,
      final: true,
    });
  });

  it('the phone-off number (…0000) is accepted, then reported Failed: AbsentSubscriber', async () => {
    const receiver = await startReceiver();
    opened.push(receiver);
    const { sim, sms } = await rig({ deliveryReportUrl: receiver.url });
    const result = await sms.send(['+254700000000'], 'Your code is 123456');
    expect(result.recipients[0]).toMatchObject({ statusCode: 101, outcome: 'accepted' });
    const form = await until(() => receiver.forms[0], 'the report');
    expect(parseDeliveryReport(form)).toEqual({
      messageId: result.recipients[0]!.messageId,
      status: 'Failed',
      phoneNumber: '+254700000000',
      networkCode: '63902',
      failureReason: 'AbsentSubscriber',
      retryCount: 0,
      final: true,
      delivered: false,
    });
    await sim.settled();
  });

  it('waits deliveryDelayMs, and reads the URL when the report is due', async () => {
    const receiver = await startReceiver();
    opened.push(receiver);
    const { sim, sms } = await rig({ deliveryDelayMs: 100 });
    const started = Date.now();
    await sms.send(['+254712345678'], 'Later');
    sim.setDeliveryReportUrl(receiver.url);
    await until(() => receiver.forms[0], 'the report');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('sends nothing without a URL', async () => {
    const receiver = await startReceiver();
    opened.push(receiver);
    const { sim, sms } = await rig();
    await sms.send(['+254712345678'], 'Nobody listens');
    await sim.settled();
    sim.setDeliveryReportUrl(receiver.url);
    await sim.settled();
    expect(receiver.forms).toEqual([]);
  });

  it('tries again while the receiver is down, and delivers once it is back', async () => {
    const first = await startReceiver();
    const port = first.port;
    await first.close();
    const { sim, sms, logs } = await rig({ deliveryReportUrl: first.url });
    await sms.send(['+254712345678'], 'Retry me');
    await until(() => (logs.some((l) => /failed .*trying again/.test(l)) ? true : undefined), 'a failed attempt');
    const back = await startReceiver(port);
    opened.push(back);
    const form = await until(() => back.forms[0], 'the report after the retry');
    expect(form.get('status')).toBe('Success');
    await sim.settled();
    expect(back.forms).toHaveLength(1);
  });

  it('tries again after a 5xx, not after a 4xx', async () => {
    const receiver = await startReceiver(0, [503, 200]);
    opened.push(receiver);
    const { sim, sms } = await rig({ deliveryReportUrl: receiver.url });
    await sms.send(['+254712345678'], 'Once more');
    await sim.settled();
    expect(receiver.forms).toHaveLength(1);

    const refusing = await startReceiver(0, [404]);
    opened.push(refusing);
    sim.setDeliveryReportUrl(refusing.url);
    await sms.send(['+254712345678'], 'Refused');
    await sim.settled();
    expect(refusing.forms).toHaveLength(0);
  });

  it('gives up on a receiver that never comes back, and keeps working', async () => {
    const gone = await startReceiver();
    await gone.close();
    const { sim, sms, logs } = await rig({ deliveryReportUrl: gone.url });
    await sms.send(['+254712345678'], 'Into the void');
    await sim.settled();
    expect(logs.filter((l) => /trying again/.test(l))).toHaveLength(4);
    expect(logs.some((l) => /given up after 5 attempts/.test(l))).toBe(true);
    expect((await sms.send(['+254712345678'], 'Still here')).recipients[0]!.outcome).toBe('accepted');
  });
});
