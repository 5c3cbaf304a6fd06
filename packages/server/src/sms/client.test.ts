// The real client against the real simulator (and, for answers the simulator never gives, a
// stub that answers one fixed thing): every statusCode, auth, HTTP failures and timeouts.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmsSimulator, type SmsSimulator } from '../sms-sim/index.ts';
import { createAfricasTalkingSms, type AfricasTalkingSms } from './client.ts';
import { SmsApiError } from './errors.ts';
import { classifyRecipientStatus } from './status-codes.ts';

let sim: SmsSimulator;
let sms: AfricasTalkingSms;
beforeAll(async () => {
  sim = await startSmsSimulator({ deliveryDelayMs: 0 });
  sms = createAfricasTalkingSms(sim.clientConfig({ timeoutMs: 2000 }));
});
afterAll(async () => {
  await sim.close();
});
afterEach(() => {
  sim.setResponseDelay(0);
});

/** A Kenyan number whose last four digits are 0 and the status code (the simulator's scenarios). */
const scenario = (code: number, prefix = '+25471234') => `${prefix}${String(code).padStart(4, '0')}`;

async function sendError(promise: Promise<unknown>): Promise<SmsApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsApiError);
  return error as SmsApiError;
}

describe('per-recipient status codes', () => {
  it.each([
    [100, 'accepted'],
    [101, 'accepted'],
    [102, 'accepted'],
    [401, 'retry'],
    [402, 'rejected'],
    [403, 'rejected'],
    [404, 'rejected'],
    [405, 'retry'],
    [406, 'rejected'],
    [407, 'rejected'],
    [409, 'rejected'],
    [500, 'retry'],
    [501, 'retry'],
    [502, 'retry'],
  ] as const)('statusCode %i is %s', async (code, outcome) => {
    const number = scenario(code);
    const result = await sms.send([number], `Status ${code}`);
    const accepted = outcome === 'accepted';
    expect(result.recipients).toEqual([
      {
        number,
        statusCode: code,
        status: accepted ? 'Success' : expect.stringMatching(/^[A-Za-z]+$/),
        cost: accepted ? 'KES 0.8000' : '0',
        messageId: accepted ? expect.stringMatching(/^ATXid_[0-9a-f]{32}$/) : null,
        outcome,
      },
    ]);
    expect(classifyRecipientStatus(code)).toBe(outcome);
    expect(result.message).toBe(`Sent to ${accepted ? 1 : 0}/1 Total Cost: KES ${accepted ? '0.8000' : '0.0000'}`);
    // Only an accepted message reaches the phone.
    expect(sim.outbox().some((m) => m.to === number)).toBe(accepted);
  });

  it('names each refusal as AT does', async () => {
    const result = await sms.send([scenario(403), scenario(406), scenario(405)], 'Names');
    expect(result.recipients.map((r) => r.status)).toEqual([
      'InvalidPhoneNumber',
      'UserInBlacklist',
      'InsufficientBalance',
    ]);
  });

  it('answers each number of one request on its own', async () => {
    const ok = '+254712000001';
    const result = await sms.send([ok, scenario(406), '+255754123456'], 'Mixed');
    expect(result.recipients.map((r) => [r.number, r.statusCode, r.outcome])).toEqual([
      [ok, 101, 'accepted'],
      [scenario(406), 406, 'rejected'],
      ['+255754123456', 403, 'rejected'],
    ]);
    expect(result.message).toBe('Sent to 1/3 Total Cost: KES 0.8000');
    expect(sim.outbox()[0]).toMatchObject({ to: ok, message: 'Mixed', from: null, statusCode: 101 });
  });

  it('refuses numbers that are not +254 E.164 with 403', async () => {
    const result = await sms.send(['0712345678', '254712345678', '+25471234567'], 'Format');
    expect(result.recipients.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });

  it('sends the sender ID as `from`', async () => {
    const withSender = createAfricasTalkingSms(sim.clientConfig({ senderId: 'MAPATO' }));
    await withSender.send(['+254712000002'], 'From Mapato');
    expect(sim.outbox()[0]).toMatchObject({ to: '+254712000002', from: 'MAPATO' });
  });
});

describe('failNext', () => {
  it('answers the next sends with a per-recipient status, then goes back to normal', async () => {
    sim.failNext(406, 2);
    for (let i = 0; i < 2; i++) {
      const result = await sms.send(['+254712000003'], 'Blocked');
      expect(result.recipients[0]).toMatchObject({ statusCode: 406, outcome: 'rejected' });
    }
    expect((await sms.send(['+254712000003'], 'Open')).recipients[0]).toMatchObject({ statusCode: 101 });
  });

  it.each([500, 502, 503])('HTTP %i is a retryable error', async (status) => {
    sim.failNext(status);
    const error = await sendError(sms.send(['+254712000004'], 'Down'));
    expect(error).toMatchObject({ kind: 'http', status, retryable: true });
    expect(sim.outbox().some((m) => m.message === 'Down')).toBe(false);
  });
});

describe('refusals of the whole request', () => {
  it('a wrong API key or username is an auth error, not retryable', async () => {
    for (const config of [
      { ...sim.clientConfig(), apiKey: 'wrong' },
      { ...sim.clientConfig(), username: 'someone-else' },
    ]) {
      const error = await sendError(createAfricasTalkingSms(config).send(['+254712000005'], 'Hi'));
      expect(error).toMatchObject({ kind: 'auth', status: 401, retryable: false });
      expect(error.message).toContain('The supplied authentication is invalid');
      expect(error.message).not.toContain(config.apiKey);
    }
  });

  it('refuses to send nothing, to no one, or to a list it cannot write', async () => {
    for (const [to, message] of [
      [[], 'Hi'],
      [['+254712000006'], ''],
      [['+254712000006,+254712000007'], 'Hi'],
    ] as const) {
      expect(await sendError(sms.send(to, message))).toMatchObject({ kind: 'request', retryable: false });
    }
  });

  it('no answer within timeoutMs is a retryable timeout', async () => {
    sim.setResponseDelay(300);
    const hasty = createAfricasTalkingSms(sim.clientConfig({ timeoutMs: 50 }));
    const error = await sendError(hasty.send(['+254712000008'], 'Slow'));
    expect(error).toMatchObject({ kind: 'timeout', status: null, retryable: true });
  });

  it('a closed port is a retryable network error', async () => {
    const port = await freePort();
    const error = await sendError(
      createAfricasTalkingSms({ ...sim.clientConfig(), baseUrl: `http://127.0.0.1:${port}` }).send(
        ['+254712000009'],
        'Nobody',
      ),
    );
    expect(error).toMatchObject({ kind: 'network', retryable: true });
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

describe('answers the simulator never gives', () => {
  it('sends the form and headers AT expects', async () => {
    const stub = await startStub(201, { SMSMessageData: { Message: 'Sent to 0/0', Recipients: [] } });
    await createAfricasTalkingSms({
      baseUrl: `${stub.url}/`,
      username: 'mapato',
      apiKey: 'key-123',
      senderId: 'MAPATO',
      timeoutMs: 1000,
    })
      .send(['+254712000010', '+254712000011'], 'Code 123456 & more')
      .catch(() => {});
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/version1/messaging' });
    expect(request!.headers).toMatchObject({
      apikey: 'key-123',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      username: 'mapato',
      to: '+254712000010,+254712000011',
      message: 'Code 123456 & more',
      from: 'MAPATO',
      enqueue: '1',
    });
    await stub.close();
  });

  it('a number AT leaves out of Recipients is rejected with AT`s Message (InvalidSenderId)', async () => {
    const stub = await startStub(200, { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } });
    const result = await createAfricasTalkingSms({ ...sim.clientConfig(), baseUrl: stub.url }).send(
      ['+254712000012'],
      'Hi',
    );
    expect(result).toEqual({
      message: 'InvalidSenderId',
      recipients: [
        {
          number: '+254712000012',
          statusCode: null,
          status: 'InvalidSenderId',
          cost: null,
          messageId: null,
          outcome: 'rejected',
        },
      ],
    });
    await stub.close();
  });

  it('reads statusCode written as a string', async () => {
    const stub = await startStub(201, {
      SMSMessageData: {
        Message: 'Sent to 1/1',
        Recipients: [
          { statusCode: '101', number: '+254712000013', status: 'Success', cost: 'KES 0.8', messageId: 'x1' },
        ],
      },
    });
    const result = await createAfricasTalkingSms({ ...sim.clientConfig(), baseUrl: stub.url }).send(
      ['+254712000013'],
      'Hi',
    );
    expect(result.recipients).toEqual([
      {
        number: '+254712000013',
        statusCode: 101,
        status: 'Success',
        cost: 'KES 0.8',
        messageId: 'x1',
        outcome: 'accepted',
      },
    ]);
    await stub.close();
  });

  it.each([
    [201, 'not json', 'response', true],
    [201, { SMSMessageData: { Recipients: [{ number: '+254712000014' }] } }, 'response', true],
    [201, { unexpected: true }, 'response', true],
    [400, "Request is missing required form field 'to'", 'request', false],
    [403, 'Forbidden', 'auth', false],
    [429, 'Too Many Requests', 'http', true],
    [503, '<html>Service Unavailable</html>', 'http', true],
  ] as const)('HTTP %i with %j is a %s error, retryable %s', async (status, body, kind, retryable) => {
    const stub = await startStub(status, body);
    const error = await sendError(
      createAfricasTalkingSms({ ...sim.clientConfig(), baseUrl: stub.url }).send(['+254712000014'], 'Hi'),
    );
    expect(error).toMatchObject({ kind, status, retryable });
    await stub.close();
  });
});

interface StubRequest {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

async function startStub(status: number, body: unknown) {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method, path: req.url, headers: req.headers, body: text });
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (it was free a moment ago). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
