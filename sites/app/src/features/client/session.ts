// What the /client route tree needs before any screen: the clients' SDK instance and whether a
// client is signed in. The routes import this module dynamically, so the client screens' code is
// fetched only when /client is opened: members never download it.
import { getClientPocketBase, isClientSignedIn, type ClientPocketBase } from '@mapato/client';

export interface ClientSession {
  pb: ClientPocketBase;
  signedIn: () => boolean;
}

export function clientSession(): ClientSession {
  const pb = getClientPocketBase();
  return { pb, signedIn: () => isClientSignedIn(pb) };
}
