import { describe, expect, it } from 'vitest';
import { darajaTimestamp, parseCompletedDateTime, parseDarajaTimestamp, stkPassword } from './timestamp.ts';

describe('Daraja time', () => {
  it('stamps in Nairobi time (UTC+3) whatever the server zone', () => {
    expect(darajaTimestamp(new Date('2025-03-14T12:30:05Z'))).toBe('20250314153005');
    // 21:00 UTC on 31 Dec is already next year in Nairobi.
    expect(darajaTimestamp(new Date('2025-12-31T21:00:00Z'))).toBe('20260101000000');
  });

  it('builds the Password of the published sandbox sample', () => {
    const passkey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
    expect(stkPassword('174379', passkey, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
  });

  it('reads TransactionDate as a number or a string, in EAT', () => {
    expect(parseDarajaTimestamp(20191219102115)?.toISOString()).toBe('2019-12-19T07:21:15.000Z');
    expect(parseDarajaTimestamp('20191219102115')?.toISOString()).toBe('2019-12-19T07:21:15.000Z');
  });

  it('reads TransactionCompletedDateTime', () => {
    expect(parseCompletedDateTime('06.07.2024 22:48:52')?.toISOString()).toBe('2024-07-06T19:48:52.000Z');
  });

  it.each([null, undefined, '', '2019121910211', '20190231102115', '20191219246000', 2.5, 'yesterday', {}])(
    'refuses %j',
    (value) => {
      expect(parseDarajaTimestamp(value)).toBeNull();
      expect(parseCompletedDateTime(value)).toBeNull();
    },
  );
});
