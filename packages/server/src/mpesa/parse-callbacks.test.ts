// The parsers against the reference's samples (§3.3, §5.4, §5.5, §6) and against odd input.
import { describe, expect, it } from 'vitest';
import { parseB2cResult, parseB2cTimeout, parseTransactionStatusResult } from './parse-result.ts';
import { parseStkCallback } from './parse-stk-callback.ts';

const STK_PAID = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1.0 },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
};
const STK_CANCELLED = {
  Body: {
    stkCallback: {
      MerchantRequestID: 'f1e2-4b95-a71d-b30d3cdbb7a7942864',
      CheckoutRequestID: 'ws_CO_21072024125243250722943992',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};
const B2C_PAID = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: '600997_Test_32et3241ed8yu',
    ConversationID: 'AG_20240706_2010364430d9bbdaf872',
    TransactionID: 'SG632NMUAB',
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 10 },
        { Key: 'TransactionReceipt', Value: 'SG632NMUAB' },
        { Key: 'ReceiverPartyPublicName', Value: '254705912645 - NICHOLAS JOHN SONGOK' },
        { Key: 'TransactionCompletedDateTime', Value: '06.07.2024 22:48:52' },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 8959269.6 },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 1199371.0 },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -1980.0 },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: 'QueueTimeoutURL',
        Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
      },
    },
  },
};
const STATUS = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: '3213-416199-2',
    ConversationID: 'AG_20180223_0000493344ae97d86f75',
    TransactionID: 'MBN0000000',
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitPartyName', Value: '600310 - Safaricom333' },
        { Key: 'DebitPartyName', Value: '254708374149 - John Doe' },
        { Key: 'OriginatorConversationID', Value: '3211-416020-3' },
        { Key: 'InitiatedTime', Value: '20180223054112' },
        { Key: 'DebitAccountType', Value: 'Utility Account' },
        { Key: 'DebitPartyCharges', Value: 'Fee For B2C Payment|KES|22.40' },
        { Key: 'TransactionReason' },
        { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
        { Key: 'TransactionStatus', Value: 'Completed' },
        { Key: 'FinalisedTime', Value: '20180223054112' },
        { Key: 'Amount', Value: '300' },
        { Key: 'ConversationID', Value: 'AG_20180223_000041b09c22e613d6c9' },
        { Key: 'ReceiptNo', Value: 'MBN31H462N' },
      ],
    },
    ReferenceData: { ReferenceItem: { Key: 'Occasion' } },
  },
};

describe('parseStkCallback', () => {
  it('reads a payment: amount, receipt, date (EAT), payer', () => {
    expect(parseStkCallback(STK_PAID)).toEqual({
      ok: true,
      value: {
        merchantRequestId: '29115-34620561-1',
        checkoutRequestId: 'ws_CO_191220191020363925',
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        outcome: { kind: 'success' },
        payment: {
          amount: 1,
          receipt: 'NLJ7RT61SV',
          transactionDate: new Date('2019-12-19T07:21:15Z'),
          phone: '254708374149',
        },
      },
    });
  });

  it('reads a cancellation with the reason the member sees', () => {
    const parsed = parseStkCallback(STK_CANCELLED);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        resultCode: '1032',
        outcome: { kind: 'failed', reason: 'You cancelled the M-Pesa request' },
        payment: null,
      },
    });
  });

  it('finds items by name in any order, masked phones kept as sent', () => {
    const items = [...STK_PAID.Body.stkCallback.CallbackMetadata.Item]
      .reverse()
      .map((i) => (i.Name === 'PhoneNumber' ? { ...i, Value: '0722XXXXXX' } : i));
    const body = { Body: { stkCallback: { ...STK_PAID.Body.stkCallback, CallbackMetadata: { Item: items } } } };
    expect(parseStkCallback(body)).toMatchObject({
      ok: true,
      value: { payment: { receipt: 'NLJ7RT61SV', phone: '0722XXXXXX' } },
    });
  });

  it('refuses a success without receipt or amount', () => {
    const without = (name: string) => ({
      Body: {
        stkCallback: {
          ...STK_PAID.Body.stkCallback,
          CallbackMetadata: { Item: STK_PAID.Body.stkCallback.CallbackMetadata.Item.filter((i) => i.Name !== name) },
        },
      },
    });
    expect(parseStkCallback(without('MpesaReceiptNumber'))).toEqual({
      ok: false,
      error: 'STK success callback without MpesaReceiptNumber',
    });
    expect(parseStkCallback(without('Amount'))).toEqual({
      ok: false,
      error: 'STK success callback without a positive Amount',
    });
  });
});

describe('parseB2cResult', () => {
  it('reads a payout', () => {
    expect(parseB2cResult(B2C_PAID)).toMatchObject({
      ok: true,
      value: {
        originatorConversationId: '600997_Test_32et3241ed8yu',
        conversationId: 'AG_20240706_2010364430d9bbdaf872',
        transactionId: 'SG632NMUAB',
        resultCode: '0',
        outcome: { kind: 'success' },
        payout: {
          amount: 10,
          receipt: 'SG632NMUAB',
          receiverName: '254705912645 - NICHOLAS JOHN SONGOK',
          completedAt: new Date('2024-07-06T19:48:52Z'),
          recipientRegistered: true,
        },
      },
    });
  });

  it('reads a failure, with a TransactionID but no payout', () => {
    const { ResultParameters: _, ...rest } = B2C_PAID.Result;
    const failed = {
      Result: {
        ...rest,
        ResultCode: 2040,
        ResultDesc: "Credit Party customer type can't be supported by the service.",
      },
    };
    expect(parseB2cResult(failed)).toMatchObject({
      ok: true,
      value: {
        resultCode: '2040',
        payout: null,
        outcome: { kind: 'failed', reason: 'The number is not registered for M-Pesa' },
      },
    });
  });

  it('accepts a single ResultParameter object, spaced keys and string values', () => {
    const body = {
      Result: {
        'Result Type': '0',
        'Result Code': '0',
        'Originator Conversation ID': 'wd_1',
        'Conversation ID': 'AG_1',
        'Transaction ID': 'SG632NMUAB',
        ResultParameters: { ResultParameter: { Key: 'Transaction Amount', Value: '1500' } },
      },
    };
    expect(parseB2cResult(body)).toMatchObject({
      ok: true,
      value: { originatorConversationId: 'wd_1', payout: { amount: 1500, receipt: 'SG632NMUAB' } },
    });
  });

  it('ResultType 1 is not final', () => {
    expect(parseB2cResult({ Result: { ...B2C_PAID.Result, ResultType: 1 } })).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'unknown' }, payout: null },
    });
  });
});

describe('parseB2cTimeout', () => {
  it('is always unknown, whatever the code says', () => {
    const body = {
      Result: {
        ResultType: 0,
        ResultCode: 1,
        ResultDesc: 'The service request has timed out.',
        OriginatorConversationID: 'wd_1',
        ConversationID: 'AG_1',
      },
    };
    expect(parseB2cTimeout(body)).toEqual({
      ok: true,
      value: {
        originatorConversationId: 'wd_1',
        conversationId: 'AG_1',
        resultCode: '1',
        resultDesc: 'The service request has timed out.',
        outcome: { kind: 'unknown', note: 'queue timeout: ask Transaction Status' },
      },
    });
  });
});

describe('parseTransactionStatusResult', () => {
  const withStatus = (word: string) => ({
    Result: {
      ...STATUS.Result,
      ResultParameters: {
        ResultParameter: STATUS.Result.ResultParameters.ResultParameter.map((p) =>
          p.Key === 'TransactionStatus' ? { ...p, Value: word } : p,
        ),
      },
    },
  });

  it('reads the reference sample: the queried transaction, the second DebitPartyName as the credit party', () => {
    expect(parseTransactionStatusResult(STATUS)).toEqual({
      ok: true,
      value: {
        originatorConversationId: '3213-416199-2',
        conversationId: 'AG_20180223_0000493344ae97d86f75',
        transactionId: 'MBN0000000',
        resultType: 0,
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        outcome: { kind: 'success' },
        transaction: {
          status: 'Completed',
          receipt: 'MBN31H462N',
          amount: 300,
          originatorConversationId: '3211-416020-3',
          conversationId: 'AG_20180223_000041b09c22e613d6c9',
          debitPartyName: '600310 - Safaricom333',
          creditPartyName: '254708374149 - John Doe',
          initiatedAt: new Date('2018-02-23T02:41:12Z'),
          finalisedAt: new Date('2018-02-23T02:41:12Z'),
        },
      },
    });
  });

  it('a failed query, or a status that is not final, proves nothing', () => {
    const failedQuery = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: '1-2-3',
      },
    };
    expect(parseTransactionStatusResult(failedQuery)).toMatchObject({
      ok: true,
      value: {
        transaction: null,
        outcome: { kind: 'unknown', note: 'status query failed: 2001 The initiator information is invalid.' },
      },
    });
    expect(parseTransactionStatusResult(withStatus('Pending'))).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'unknown', note: 'transaction status "Pending"' } },
    });
  });

  it('a query that succeeded and reports the transaction over and not completed is a failure', () => {
    for (const word of ['Failed', 'declined', 'Cancelled', 'Expired'])
      expect(parseTransactionStatusResult(withStatus(word))).toMatchObject({
        ok: true,
        value: {
          outcome: { kind: 'failed', reason: 'M-Pesa did not complete this payout' },
          transaction: { status: word, amount: 300, originatorConversationId: '3211-416020-3' },
        },
      });
  });
});

describe('odd input never throws', () => {
  const odd: unknown[] = [
    undefined,
    null,
    '',
    'Body',
    42,
    [],
    {},
    { Body: null },
    { Body: { stkCallback: [] } },
    { Body: { stkCallback: { CheckoutRequestID: {} } } },
    { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: null } } },
    { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0, CallbackMetadata: { Item: 'x' } } } },
    {
      Body: {
        stkCallback: {
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: 0,
          CallbackMetadata: { Item: [null, 1, { Name: {} }] },
        },
      },
    },
    { Result: 'x' },
    { Result: { OriginatorConversationID: 'x' } },
    { Result: { OriginatorConversationID: ['x'], ResultCode: 0 } },
    JSON.parse('{"__proto__": {"Result": 1}}'),
  ];
  it.each(odd.map((value) => [value]))('%j', (value) => {
    for (const parse of [parseStkCallback, parseB2cResult, parseB2cTimeout, parseTransactionStatusResult]) {
      const parsed = parse(value);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/\w/);
    }
  });

  it('a valid envelope with junk parameters: no payout, no transaction, nothing concluded', () => {
    const body = {
      Result: {
        OriginatorConversationID: 'x',
        ResultCode: 0,
        ResultParameters: { ResultParameter: [null, { Key: null }, 'x'] },
      },
    };
    expect(parseB2cResult(body)).toEqual({
      ok: false,
      error: 'B2C success result without a positive TransactionAmount',
    });
    expect(parseTransactionStatusResult(body)).toMatchObject({
      ok: true,
      value: { transaction: null, outcome: { kind: 'unknown' } },
    });
    expect(parseB2cTimeout(body)).toMatchObject({ ok: true, value: { outcome: { kind: 'unknown' } } });
  });
});
