// The PocketBase protocol's own sentences, as the server and the mocks both write them. The words
// of Mapato's rules (what a member is told about a password or a withdrawal) are core's MESSAGES.
export const PB = Object.freeze({
  generic400: 'Something went wrong while processing your request.',
  notFound: "The requested resource wasn't found.",
  tokenRequired: 'The request requires valid record authorization token.',
  notAllowed: 'You are not allowed to perform this request.',
  superusersOnly: 'Only superusers can perform this action.',
  missingCollection: 'Missing collection context.',
  missingAuthCollection: 'Missing or invalid auth collection context.',
  createFailed: 'Failed to create record.',
  updateFailed: 'Failed to update record.',
  invalidData: 'An error occurred while validating the submitted data.',
  authFailed: 'Failed to authenticate.',
  taskFailed: 'Failed to complete task.',
  messageFailed: 'Failed to send message.',
  invalidJson: 'Invalid JSON body.',
  bodyNotObject: 'The request body must be a JSON object.',
  tooManyRequests: 'Too Many Requests.',
  invalidIdempotencyKey: 'Invalid Idempotency-Key header.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyBusy: 'A request with this Idempotency-Key is still in progress.',
});

/** Per-field texts of the protocol (PocketBase's, or the server's where PocketBase has none). */
export const FIELD = Object.freeze({
  unknown: 'Unknown field.',
  readOnly: 'This field is set by the server and cannot be changed.',
  blank: 'Cannot be blank.',
  nameTooLong: 'Must be no more than 100 characters.',
  oldPassword: 'Missing or invalid old password.',
  mailMismatch: 'mail and email differ.',
  supportKind: 'Must be contact, support or chat.',
  conversation: 'Missing or invalid conversation id.',
  upgradeLevel: 'Choose a level from 2 to 10.',
  mpesaRefUsed: 'This M-Pesa reference has already been used.',
});

/** 'Must be a string.', 'Must be a string or null.' */
export const invalidTypeText = (type: string): string => `Must be a ${type.replace('|null', ' or null')}.`;

/** auth-refresh with a token of the other auth collection. */
export const wrongAuthCollection = (collection: string): string =>
  `The request requires auth record from ${collection} collection.`;
