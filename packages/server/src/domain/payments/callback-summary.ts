// What of one of M-Pesa's callbacks is the member's (ADR 029, "Download my data"): the result,
// the ids, the amount, the receipt, the name and number paid and when. M-Pesa's raw body also
// carries our own business data and secrets — the company's account balances
// (B2CUtilityAccountAvailableFunds …) and our callback URLs with the token that authenticates
// M-Pesa to us (QueueTimeoutURL) — so it is never handed out whole. A list of what to keep, not of
// what to drop: a field M-Pesa adds tomorrow stays out until someone decides it is the member's.

const MEMBER_FIELDS = new Set([
  // B2C and Transaction Status results (Result.*, ResultParameters)
  'ResultType',
  'ResultCode',
  'ResultDesc',
  'OriginatorConversationID',
  'ConversationID',
  'TransactionID',
  'TransactionAmount',
  'TransactionReceipt',
  'ReceiverPartyPublicName',
  'TransactionCompletedDateTime',
  'B2CRecipientIsRegisteredCustomer',
  // STK Push callbacks (Body.stkCallback.*, CallbackMetadata)
  'MerchantRequestID',
  'CheckoutRequestID',
  'Amount',
  'MpesaReceiptNumber',
  'TransactionDate',
  'PhoneNumber',
]);

/** The member's fields of a callback body, flat: `{ ResultCode: 0, TransactionReceipt: '…' }`. */
export function memberPartOfCallback(raw: string): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    // Daraja's parameter lists: { Key, Value } (B2C) and { Name, Value } (STK).
    const name = record.Key ?? record.Name;
    if (typeof name === 'string' && 'Value' in record) {
      if (MEMBER_FIELDS.has(name)) kept[name] = record.Value;
      return;
    }
    for (const [key, item] of Object.entries(record)) {
      if (item !== null && typeof item === 'object') visit(item);
      else if (MEMBER_FIELDS.has(key)) kept[key] = item;
    }
  };
  try {
    visit(JSON.parse(raw));
  } catch {
    // Not JSON (a malformed callback we stored as received): nothing of it is shown.
  }
  return kept;
}
