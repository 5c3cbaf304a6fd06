// Account's USSD PIN (issue 13, ADR 034): the kit's card over the client's call; the server's
// field errors go under their fields, anything else under the form.
import { fieldErrors, serverMessage, setUssdPinMutationOptions } from '@mapato/client';
import { UssdPinCard, type UssdPinCardProps } from '@mapato/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export function UssdPin() {
  const pb = usePocketBase();
  const save = useMutation(setUssdPinMutationOptions(pb));
  const [errors, setErrors] = useState<UssdPinCardProps['errors']>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <UssdPinCard
      errors={errors}
      error={error}
      onSubmit={async (change) => {
        setErrors({});
        setError(null);
        try {
          await save.mutateAsync(change);
        } catch (err) {
          const fields = fieldErrors(err);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setError(serverMessage(err));
          throw err;
        }
      }}
    />
  );
}
