// Account's USSD PIN (ADR 034): the kit's card over the client's call, naming the code to
// dial; the server's field errors go under their fields, anything else under the form.
import { fieldErrors, paymentMethodsQueryOptions, serverMessage, setUssdPinMutationOptions } from '@mapato/client';
import { UssdPinCard, type UssdPinCardProps } from '@mapato/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export function UssdPin() {
  const pb = usePocketBase();
  const save = useMutation(setUssdPinMutationOptions(pb));
  // The code to dial, as this server tells it (the card reads well without it while it loads).
  const methods = useQuery(paymentMethodsQueryOptions(pb));
  const [errors, setErrors] = useState<UssdPinCardProps['errors']>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <UssdPinCard
      dialCode={methods.data?.ussdCode}
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
