// What a screen shows when something it asked the server for did not come: a title saying what,
// the server's message (or core's "Please try again."), and Retry.
import { serverMessage } from '@mapato/client';

import { ErrorBox } from '@mapato/ui';
import { m } from '@mapato/i18n';

export interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return <ErrorBox title={title} message={serverMessage(error) || m.tryAgain()} onRetry={onRetry} />;
}
