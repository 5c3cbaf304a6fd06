// The one PocketBase client of the app. Screens read it through usePocketBase() so stories and
// tests can render them without the router; the router's context carries the same instance.
import { getPocketBase, type TypedPocketBase } from '@mapato/client';
import { createContext, useContext } from 'react';

const PocketBaseContext = createContext<TypedPocketBase>(getPocketBase());

export const PocketBaseProvider = PocketBaseContext.Provider;

export function usePocketBase(): TypedPocketBase {
  return useContext(PocketBaseContext);
}
