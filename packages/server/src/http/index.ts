// The HTTP surface in order: middleware first, then one registrar per endpoint (docs/style.md#one-file-per-endpoint).
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { registerAdminActions } from './routes/admin/actions.ts';
import { registerAfricasTalkingCallbacks } from './routes/callbacks/africastalking-callbacks.ts';
import { registerSimulatorPages } from './routes/sites/simulator-pages.ts';
import { registerAdminOverview } from './routes/admin/overview.ts';
import { registerAdminDuplicatePhones } from './routes/admin/duplicate-phones.ts';
import { registerAdminLists } from './routes/admin/lists.ts';
import { registerAdminMembers } from './routes/admin/members.ts';
import { registerAdminReconciliation } from './routes/admin/reconciliation.ts';
import { registerAdminMpesaBalances } from './routes/admin/mpesa-balances.ts';
import { registerAdminMarketingBudget } from './routes/admin/marketing-budget.ts';
import { registerAdminSupport } from './routes/admin/support.ts';
import { registerAuth } from './plumbing/auth.ts';
import { registerBodyParser } from './plumbing/body-parser.ts';
import { registerDemoAccounts } from './routes/public/demo-accounts.ts';
import type { HttpContext } from './plumbing/context.ts';
import { registerErrorHandling } from './plumbing/errors.ts';
import { registerFormsContact } from './routes/forms/forms-contact.ts';
import { registerFormsSupport } from './routes/forms/forms-support.ts';
import { registerHealth } from './routes/public/health.ts';
import { registerLevels } from './routes/public/levels.ts';
import { registerLevelEarnings } from './routes/public/level-earnings.ts';
import { registerLevelEarn } from './routes/public/level-earn.ts';
import { registerAdminLevels } from './routes/admin/levels.ts';
import { registerMemberExport } from './routes/account/member-export.ts';
import { registerPaymentCallbacks } from './routes/callbacks/payment-callbacks.ts';
import { registerPaymentMethods } from './routes/public/payment-methods.ts';
import { registerPhoneChange } from './routes/account/phone-change.ts';
import { registerPhoneCodes } from './routes/account/phone-codes.ts';
import { registerUssdPin } from './routes/callbacks/ussd.ts';
import { registerQueryParams } from './plumbing/query-params.ts';
import { registerAuthRefresh } from './routes/records/record-auth-refresh.ts';
import { registerAuthWithPassword } from './routes/records/record-auth-with-password.ts';
import { registerRecordCreate } from './routes/records/record-create.ts';
import { registerRecordDelete } from './routes/records/record-delete.ts';
import { registerRecordList } from './routes/records/record-list.ts';
import { registerRecordUpdate } from './routes/records/record-update.ts';
import { registerRecordView } from './routes/records/record-view.ts';
import { registerRequestLocale } from './plumbing/request-locale.ts';
import { registerRealtime } from './routes/records/realtime.ts';
import { registerSameOrigin } from './plumbing/same-origin.ts';
import { registerSecurityHeaders } from './plumbing/security-headers.ts';
import { registerStaticSites, type SiteRoots } from './routes/sites/static-sites.ts';
import { registerTransparencyPage } from './routes/sites/transparency-page.ts';
import { registerTasksComplete } from './routes/tasks/tasks-complete.ts';
import { registerSupportMessages } from './routes/support/support-messages.ts';
import { registerSupportThread } from './routes/support/support-thread.ts';
import { registerTasksList } from './routes/tasks/tasks-list.ts';
import { registerWorkAnswer } from './routes/paid-work/work-answer.ts';
import { registerWorkHistory } from './routes/paid-work/work-history.ts';
import { registerWorkImages } from './routes/paid-work/work-images.ts';
import { registerWorkNext } from './routes/paid-work/work-next.ts';
import { registerWorkProjects } from './routes/paid-work/work-projects.ts';
import { registerWorkSkip } from './routes/paid-work/work-skip.ts';
import { registerClientProjects } from './routes/clients/client-projects.ts';
import { registerClientResults } from './routes/clients/client-results.ts';
import { registerClientKeys } from './routes/clients/client-keys.ts';
import { registerClientAnswers } from './routes/clients/client-answers.ts';
import { registerClientRefunds } from './routes/clients/client-refunds.ts';
import { registerAdminClients } from './routes/admin/clients.ts';

export async function registerHttp(
  app: FastifyInstance,
  ctx: HttpContext,
  sites: SiteRoots,
  demo = false,
  origins: readonly string[] = [],
  transparencyDir: string | null = null,
): Promise<void> {
  // Members are on slow mobile data: text answers are compressed (brotli at a quality that
  // costs little CPU, else gzip); small bodies are not worth it.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app);
  // Before anything that may answer with a sentence: the rest of the request runs in its language.
  registerRequestLocale(app);
  registerErrorHandling(app);
  // Refusals that need nothing but the request line and headers, before the body is read.
  registerSameOrigin(app, origins);
  registerQueryParams(app);
  registerBodyParser(app);
  registerAuth(app, ctx.deps);

  registerHealth(app);
  registerLevels(app, ctx);
  registerLevelEarnings(app, ctx);
  registerLevelEarn(app, ctx);
  registerDemoAccounts(app, demo);
  registerAuthWithPassword(app, ctx);
  registerAuthRefresh(app, ctx);
  registerPhoneChange(app, ctx);
  registerPhoneCodes(app, ctx);
  registerUssdPin(app, ctx);
  await registerAfricasTalkingCallbacks(app, ctx);
  await registerSimulatorPages(app, ctx);
  registerRecordList(app, ctx);
  registerRecordView(app, ctx);
  registerRecordCreate(app, ctx);
  registerRecordUpdate(app, ctx);
  registerRecordDelete(app, ctx);
  registerTasksList(app, ctx);
  registerTasksComplete(app, ctx);
  registerWorkNext(app, ctx);
  registerWorkAnswer(app, ctx);
  registerWorkSkip(app, ctx);
  registerWorkHistory(app, ctx);
  registerWorkProjects(app, ctx);
  registerWorkImages(app, ctx);
  registerSupportMessages(app, ctx);
  registerSupportThread(app, ctx);
  registerMemberExport(app, ctx);
  registerClientProjects(app, ctx);
  registerClientResults(app, ctx);
  registerClientKeys(app, ctx);
  registerClientAnswers(app, ctx);
  registerClientRefunds(app, ctx);
  // The same messages posted by the pages' forms before (or without) their script: HTML, not /api.
  await registerFormsContact(app, ctx);
  await registerFormsSupport(app, ctx);
  registerAdminLists(app, ctx);
  registerAdminActions(app, ctx);
  registerAdminLevels(app, ctx);
  registerAdminDuplicatePhones(app, ctx);
  registerAdminReconciliation(app, ctx);
  registerAdminMpesaBalances(app, ctx);
  registerAdminMarketingBudget(app, ctx);
  registerAdminOverview(app, ctx);
  registerAdminMembers(app, ctx);
  registerAdminSupport(app, ctx);
  registerAdminClients(app, ctx);
  registerRealtime(app, ctx.realtime);
  registerPaymentMethods(app, ctx);
  registerPaymentCallbacks(app, ctx);

  registerTransparencyPage(app, transparencyDir);
  await registerStaticSites(app, sites);
}
