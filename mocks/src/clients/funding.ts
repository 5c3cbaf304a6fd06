// Funding a project in the mocks (docs/decisions/055-paid-work.md): the balance pays first and a
// covered project is live at once; the rest is an M-Pesa prompt, answered by the simulated phone
// as a member's bond is (payments.ts's magic numbers). Paid: a deposit, then the funding, and the
// project is live; declined: back to draft with the reason, nothing moved.
import {
  FUNDABLE_STATUSES,
  fundPhoneRefusal,
  noItemsRefusal,
  noPromptsRefusal,
  normaliseMpesaNumber,
  notFundableRefusal,
  promptOpenRefusal,
  toPbDate,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { badRequest, fieldErrors, PB, type FundResult } from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import { promptOutcome } from '../payments.ts';
import type { MockStore } from '../types.ts';
import { quoteOf } from './projects.ts';
import { changeBalance, type ClientWorld, type StoredClient, type StoredProject } from './world.ts';

function goLive(store: MockStore, world: ClientWorld, client: StoredClient, project: StoredProject) {
  const quote = quoteOf(project, client);
  changeBalance(store, world, client, 'project_funding', -quote.total, project.view.id);
  Object.assign(project.view, {
    status: 'live',
    reserve_left: quote.pay_total,
    remaining: project.view.items,
    funding_problem: '',
    updated: toPbDate(store.now()),
  });
}

export function fundProject(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  project: StoredProject,
  raw: unknown,
  payments: Required<MockPayments>,
  locale?: Locale,
): FundResult {
  // The server's order of refusals (domain/clients/funding.ts); a project 'funding' in the mocks
  // always has its prompt open (a declined one goes back to draft).
  if (!FUNDABLE_STATUSES.includes(project.view.status)) refuse(badRequest(notFundableRefusal(locale)));
  if (project.view.items === 0) refuse(badRequest(noItemsRefusal(locale)));
  if (project.view.status === 'funding') refuse(badRequest(promptOpenRefusal(locale)));
  const quote = quoteOf(project, client);
  if (quote.to_pay === 0) {
    goLive(store, world, client, project);
    return { status: 'live', payment: '', to_pay: 0 };
  }
  if (!payments.stk) refuse(badRequest(noPromptsRefusal(locale)));
  // As the server: a number given must be one; none given is the client's own.
  const phone = (raw as { phone?: unknown } | null)?.phone;
  const given = typeof phone === 'string' && phone !== '' ? phone : undefined;
  const msisdn = normaliseMpesaNumber(given ?? '') ?? (given ? null : normaliseMpesaNumber(client.phone));
  if (!msisdn) refuse(fieldErrors(PB.invalidData, { phone: ['validation_invalid_value', fundPhoneRefusal(locale)] }));
  const payment = newId();
  Object.assign(project.view, { status: 'funding', funding_problem: '', updated: toPbDate(store.now()) });
  const outcome = promptOutcome(msisdn, payments);
  if (outcome) {
    store.later(outcome.afterMs, () => {
      if (project.view.status !== 'funding') return;
      if (outcome.declined) {
        Object.assign(project.view, {
          status: 'draft',
          funding_problem: outcome.declined,
          updated: toPbDate(store.now()),
        });
        return;
      }
      changeBalance(store, world, client, 'deposit', quote.to_pay, payment);
      goLive(store, world, client, project);
    });
  }
  return { status: 'funding', payment, to_pay: quote.to_pay };
}
