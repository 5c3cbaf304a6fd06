// The console's client routes in the mocks (docs/decisions/057-clients-and-their-api.md): admins
// create clients and record their bank transfers; above FOUR_EYES_MIN a second, different admin
// approves before the balance moves. The bodies, the checks and the sentences are protocol's, the
// same the server reads; the mocks keep their deposits beside the clients' world.
import { approvalsNeeded, FOUR_EYES_MIN, normaliseMpesaNumber, toPbDate } from '@mapato/core';
import {
  badRequest,
  clientMatches,
  clientSearchOf,
  CLIENT_EMAIL_TAKEN,
  DEPOSIT_NOT_AWAITING,
  DEPOSIT_REFERENCE_USED,
  DEPOSIT_SAME_ADMIN,
  fieldErrors,
  newClientProblem,
  notFound,
  PB,
  readClientDeposit,
  readNewClient,
  type AdminClientRow,
  type ClientDepositView,
  type ClientRecord,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { newId, newTokenKey } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { clientRecord } from '../clients/session.ts';
import { changeBalance, clientWorldOf, type ClientWorld } from '../clients/world.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

interface StoredDeposit extends ClientDepositView {
  /** the admins who recorded or approved it, in order */
  by: string[];
}

const deposits = new WeakMap<ClientWorld, StoredDeposit[]>();
const depositsOf = (world: ClientWorld) => {
  let list = deposits.get(world);
  if (!list) deposits.set(world, (list = []));
  return list;
};

interface Caller {
  store: MockStore;
  world: AdminWorld;
  operator: StoredAdmin;
}

/** As the server lists them: newest first, at most 500, each with its number of projects; `?search=` by name or e-mail. */
export function listClientsForAdmin(
  { store, world, operator }: Caller,
  searchParam: string | null,
): { items: AdminClientRow[] } {
  const search = clientSearchOf(searchParam ?? '');
  const clientWorld = clientWorldOf(store);
  const clients = clientWorld.clients
    .filter((c) => clientMatches(c, search))
    .sort((a, b) => b.created.localeCompare(a.created) || a.id.localeCompare(b.id))
    .slice(0, 500);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'client.list',
    target: '',
    details: search === '' ? { count: clients.length } : { count: clients.length, search },
  });
  const projectsOf = (id: string) => clientWorld.projects.filter((p) => p.client === id).length;
  return { items: clients.map((c) => ({ ...clientRecord(c), projects: projectsOf(c.id) })) };
}

export function createClientForAdmin({ store, world, operator }: Caller, raw: unknown): ClientRecord {
  const body = orThrow(readNewClient(raw));
  const problem = newClientProblem(body);
  if (problem) refuse(fieldErrors(PB.createFailed, { client: ['validation_invalid_value', problem] }));
  const clients = clientWorldOf(store);
  const email = body.email.trim();
  if (clients.clients.some((c) => c.email.toLowerCase() === email.toLowerCase()))
    refuse(fieldErrors(PB.createFailed, { email: ['validation_not_unique', CLIENT_EMAIL_TAKEN] }));
  const client = {
    id: newId(),
    email,
    password: body.password,
    name: body.name.trim(),
    phone: body.phone === '' ? '' : normaliseMpesaNumber(body.phone)!,
    balance: 0,
    tokenKey: newTokenKey(),
    created: toPbDate(store.now()),
  };
  clients.clients.push(client);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'client.create',
    target: client.id,
    details: { email: client.email, name: client.name },
  });
  return clientRecord(client);
}

const view = ({ by: _by, ...d }: StoredDeposit): ClientDepositView => d;

/** Adds the admin's approval; credits the client once the amount has the approvals it needs. */
function approveAndMaybeCredit(store: MockStore, clients: ClientWorld, d: StoredDeposit, admin: string): boolean {
  if (d.by.includes(admin)) refuse(badRequest(DEPOSIT_SAME_ADMIN));
  d.by.push(admin);
  d.approvals = d.by.length;
  if (d.approvals < d.needed) return false;
  d.state = 'credited';
  const client = clients.clients.find((c) => c.id === d.client)!;
  changeBalance(store, clients, client, 'deposit', d.amount, d.id);
  return true;
}

export function recordDepositForAdmin(
  { store, world, operator }: Caller,
  clientId: string,
  raw: unknown,
): ClientDepositView {
  // The body is read before the client is looked up, as the server's route does.
  const { amount, reference } = orThrow(readClientDeposit(raw));
  const clients = clientWorldOf(store);
  if (!clients.clients.some((c) => c.id === clientId)) refuse(notFound());
  const list = depositsOf(clients);
  if (list.some((d) => d.reference === reference)) refuse(badRequest(DEPOSIT_REFERENCE_USED));
  const deposit: StoredDeposit = {
    id: newId(),
    client: clientId,
    amount,
    reference,
    state: 'awaiting_approval',
    approvals: 0,
    needed: approvalsNeeded(amount, FOUR_EYES_MIN),
    recorded_by: operator.id,
    created: toPbDate(store.now()),
    by: [],
  };
  list.push(deposit);
  const credited = approveAndMaybeCredit(store, clients, deposit, operator.id);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'client.deposit.record',
    target: deposit.id,
    details: {
      client: clientId,
      amount,
      reference,
      approvals: deposit.approvals,
      needed: deposit.needed,
      credited,
    },
  });
  return view(deposit);
}

/** A client's transfers, newest first, as the server lists them. */
export function listDepositsForAdmin({ store }: Caller, clientId: string): { items: ClientDepositView[] } {
  const clients = clientWorldOf(store);
  if (!clients.clients.some((c) => c.id === clientId)) refuse(notFound());
  return {
    items: depositsOf(clients)
      .filter((d) => d.client === clientId)
      .reverse()
      .map(view),
  };
}

export function approveDepositForAdmin(
  { store, world, operator }: Caller,
  clientId: string,
  id: string,
): ClientDepositView {
  const clients = clientWorldOf(store);
  const deposit = depositsOf(clients).find((d) => d.id === id && d.client === clientId);
  if (!deposit) refuse(notFound());
  if (deposit.state !== 'awaiting_approval') refuse(badRequest(DEPOSIT_NOT_AWAITING));
  const credited = approveAndMaybeCredit(store, clients, deposit, operator.id);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'client.deposit.approve',
    target: id,
    details: {
      client: clientId,
      amount: deposit.amount,
      approvals: deposit.approvals,
      needed: deposit.needed,
      credited,
    },
  });
  return view(deposit);
}
