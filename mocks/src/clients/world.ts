// What only clients see, kept beside a member store: the clients, their balance histories, API
// keys and projects. Made the first time a client endpoint is used on that store (and again after
// store.reset()), so member stories and the contract keep the plain demo seed.
import type {
  ApiKeyView,
  ClientAnswerView,
  ClientLedgerEntry,
  ItemInput,
  ProjectView,
  ResultRow,
} from '@mapato/protocol';
import { toPbDate } from '@mapato/core';
import type { MockStore } from '../types.ts';
import { seedClients } from './seed.ts';

export interface StoredClient {
  id: string;
  email: string;
  password: string;
  name: string;
  phone: string;
  balance: number;
  tokenKey: string;
  created: string;
}

export interface StoredKey extends Omit<ApiKeyView, 'key'> {
  client: string;
  /** the mocks keep the key itself; the server keeps only its SHA-256 */
  key: string;
}

export interface StoredProject {
  client: string;
  view: ProjectView;
  itemList: ItemInput[];
  results: ResultRow[];
  answers: ClientAnswerView[];
}

export interface ClientWorld {
  generation: string;
  clients: StoredClient[];
  /** numbered (id, seq) when read, as the server numbers its rows per client */
  ledger: Array<Omit<ClientLedgerEntry, 'id' | 'seq'> & { client: string }>;
  keys: StoredKey[];
  projects: StoredProject[];
}

const worlds = new WeakMap<MockStore, ClientWorld>();

export function clientWorldOf(store: MockStore): ClientWorld {
  const generation = store.users[0]?.record.id ?? '';
  let world = worlds.get(store);
  if (!world || world.generation !== generation) {
    world = seedClients(store, generation);
    worlds.set(store, world);
  }
  return world;
}

/** Moves a client's balance and writes the history row, as the server's changeClientBalance does. */
export function changeBalance(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  kind: ClientLedgerEntry['kind'],
  amount: number,
  ref: string,
): void {
  client.balance += amount;
  world.ledger.push({
    client: client.id,
    kind,
    amount,
    balance_after: client.balance,
    ref,
    created: toPbDate(store.now()),
  });
}
