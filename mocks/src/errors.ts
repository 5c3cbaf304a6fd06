// The one error family of the mocks, serialised exactly like the server's {status, message, data}
// (PbErrorBody from core). The PocketBase protocol sentences below are the server's; the contract
// test (tests/contract) fails if the two ever say something different.
import type { PbErrorBody } from '@mapato/core';

export type FieldErrors = PbErrorBody['data'];

export const PB = Object.freeze({
  generic400: 'Something went wrong while processing your request.',
  notFound: "The requested resource wasn't found.",
  tokenRequired: 'The request requires valid record authorization token.',
  superusersOnly: 'Only superusers can perform this action.',
  missingCollection: 'Missing collection context.',
  missingAuthCollection: 'Missing or invalid auth collection context.',
  createFailed: 'Failed to create record.',
  updateFailed: 'Failed to update record.',
  invalidData: 'An error occurred while validating the submitted data.',
  taskFailed: 'Failed to complete task.',
  messageFailed: 'Failed to send message.',
  invalidJson: 'Invalid JSON body.',
  bodyNotObject: 'The request body must be a JSON object.',
});

export class MockApiError extends Error {
  readonly status: number;
  readonly data: FieldErrors;
  constructor(status: number, message: string, data: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

export const badRequest = (message: string = PB.generic400, data: FieldErrors = {}) =>
  new MockApiError(400, message, data);
export const unauthorized = () => new MockApiError(401, PB.tokenRequired);
export const forbidden = (message: string) => new MockApiError(403, message);
export const notFound = (message: string = PB.notFound) => new MockApiError(404, message);

/** A 400 with one entry per failing field: fieldErrors(PB.createFailed, {amount: [code, text]}). */
export function fieldErrors(message: string, fields: Record<string, [code: string, text: string]>): MockApiError {
  const data: FieldErrors = {};
  for (const [name, [code, text]] of Object.entries(fields)) data[name] = { code, message: text };
  return new MockApiError(400, message, data);
}

export function errorBody(error: MockApiError): PbErrorBody {
  return { status: error.status, message: error.message, data: error.data };
}
