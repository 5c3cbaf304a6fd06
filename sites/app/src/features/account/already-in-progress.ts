// The server's "one upgrade request at a time" refusal. The Upgrade dialog shows a request in
// progress before offering to pay, so this only happens when one was made elsewhere meanwhile
// (another phone or tab); the dialog then shows that request instead of an error.
import { ClientResponseError } from '@mapato/client';
import { isPbErrorBody } from '@mapato/core';

export function isUpgradeAlreadyInProgress(error: unknown): boolean {
  return (
    error instanceof ClientResponseError &&
    isPbErrorBody(error.response) &&
    error.response.data.level?.code === 'validation_pending_upgrade'
  );
}
