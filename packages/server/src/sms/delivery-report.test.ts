import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, parseDeliveryReport } from './delivery-report.ts';

const form = (overrides: Record<string, string | undefined> = {}) => {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    id: 'ATXid_1',
    status: 'Success',
    phoneNumber: '+254712345678',
    networkCode: '63902',
    retryCount: '0',
    ...overrides,
  })) {
    if (value !== undefined) fields[name] = value;
  }
  return fields;
};

describe('parseDeliveryReport', () => {
  it('reads a delivered report from a form or a record', () => {
    const expected = {
      messageId: 'ATXid_1',
      status: 'Success',
      phoneNumber: '+254712345678',
      networkCode: '63902',
      failureReason: null,
      retryCount: 0,
      final: true,
      delivered: true,
    };
    expect(parseDeliveryReport(form())).toEqual(expected);
    expect(parseDeliveryReport(new URLSearchParams(form()))).toEqual(expected);
  });

  it('reads a failure with its reason', () => {
    expect(
      parseDeliveryReport(form({ status: 'Failed', failureReason: 'AbsentSubscriber', retryCount: '3' })),
    ).toMatchObject({
      status: 'Failed',
      failureReason: 'AbsentSubscriber',
      retryCount: 3,
      final: true,
      delivered: false,
    });
  });

  it.each([
    ['Sent', false],
    ['Submitted', false],
    ['Buffered', false],
    ['AbsentSubscriber', false],
    ['Expired', true],
    ['Rejected', true],
    ['Success', true],
    ['Failed', true],
  ])('%s: final %s', (status, final) => {
    expect(parseDeliveryReport(form({ status }))).toMatchObject({ status, final, delivered: status === 'Success' });
  });

  it('knows exactly the eight statuses', () => {
    expect(DELIVERY_STATUSES).toHaveLength(8);
  });

  it('treats absent optional fields as null and zero', () => {
    expect(
      parseDeliveryReport(form({ networkCode: undefined, retryCount: undefined, failureReason: '' })),
    ).toMatchObject({ networkCode: null, retryCount: 0, failureReason: null });
  });

  it.each([
    ['no id', { id: undefined }],
    ['an empty id', { id: ' ' }],
    ['no status', { status: undefined }],
    ['an unknown status', { status: 'Delivered' }],
    ['a status in another case', { status: 'success' }],
    ['no phone number', { phoneNumber: undefined }],
    ['a retry count that is not a number', { retryCount: 'two' }],
    ['a negative retry count', { retryCount: '-1' }],
  ])('is null for %s', (_what, overrides) => {
    expect(parseDeliveryReport(form(overrides))).toBeNull();
  });

  it('is null for an empty form and for a JSON body read as a form', () => {
    expect(parseDeliveryReport(new URLSearchParams())).toBeNull();
    expect(parseDeliveryReport(new URLSearchParams('{"id":"x","status":"Success"}'))).toBeNull();
  });
});
