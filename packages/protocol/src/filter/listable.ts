// What a member may filter and sort their own lists by. Anything else (password_hash, token_key,
// deleted, e-mail, …) is an unknown field, so a 400. Wire names and SQL columns coincide.
import type { FilterFieldType, FieldWhitelist } from './whitelist.ts';

const sameColumns = (types: Record<string, FilterFieldType>): FieldWhitelist =>
  Object.freeze(Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { column: name, type }])));

const MONEY_REQUEST = {
  id: 'text',
  uid: 'text',
  amount: 'number',
  processing: 'bool',
  declined: 'bool',
  created: 'date',
  updated: 'date',
} as const;

export const LISTABLE = Object.freeze({
  withdrawal: sameColumns({
    ...MONEY_REQUEST,
    user: 'text',
    mpesa_number: 'text',
    full_name: 'text',
    status: 'text',
    processed_at: 'date',
    disbursed: 'bool',
  }),
  registration: sameColumns({ ...MONEY_REQUEST, level: 'number', mpesa_ref: 'text' }),
  users: sameColumns({
    id: 'text',
    username: 'text',
    name: 'text',
    phone: 'text',
    level: 'number',
    investment: 'number',
    income: 'number',
    balance: 'number',
    referals: 'number',
    tasks_done: 'number',
    verified: 'bool',
    created: 'date',
    updated: 'date',
  }),
});

export type Listable = keyof typeof LISTABLE;
