// The HTTP surface in order: middleware first, then one registrar per endpoint (docs/style.md#one-file-per-endpoint).
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { registerAdminActions } from './admin-actions.ts';
import { registerAfricasTalkingCallbacks } from './africastalking-callbacks.ts';
import { registerSimulatorPages } from './simulator-pages.ts';
import { registerAdminConsole } from './admin-console.ts';
import { registerAdminDuplicatePhones } from './admin-duplicate-phones.ts';
import { registerAdminLists } from './admin-lists.ts';
import { registerAdminMembers } from './admin-members.ts';
import { registerAdminReconciliation } from './admin-reconciliation.ts';
import { registerAdminSupport } from './admin-support.ts';
import { registerAuth } from './auth.ts';
import { registerBodyParser } from './body-parser.ts';
import { registerDemoAccounts } from './demo-accounts.ts';
import type { HttpContext } from './context.ts';
import { registerErrorHandling } from './errors.ts';
import { registerFormsContact } from './forms-contact.ts';
import { registerFormsSupport } from './forms-support.ts';
import { registerHealth } from './health.ts';
import { registerLevels } from './levels.ts';
import { registerMemberExport } from './member-export.ts';
import { registerPaymentCallbacks } from './payment-callbacks.ts';
import { registerPaymentMethods } from './payment-methods.ts';
import { registerPhoneChange } from './phone-change.ts';
import { registerPhoneCodes } from './phone-codes.ts';
import { registerUssdPin } from './ussd.ts';
import { registerQueryParams } from './query-params.ts';
import { registerAuthRefresh } from './record-auth-refresh.ts';
import { registerAuthWithPassword } from './record-auth-with-password.ts';
import { registerRecordCreate } from './record-create.ts';
import { registerRecordDelete } from './record-delete.ts';
import { registerRecordList } from './record-list.ts';
import { registerRecordUpdate } from './record-update.ts';
import { registerRecordView } from './record-view.ts';
import { registerRequestLocale } from './request-locale.ts';
import { registerRealtime } from './realtime.ts';
import { registerSameOrigin } from './same-origin.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticSites, type SiteRoots } from './static-sites.ts';
import { registerTasksComplete } from './tasks-complete.ts';
import { registerSupportMessages } from './support-messages.ts';
import { registerSupportThread } from './support-thread.ts';
import { registerTasksList } from './tasks-list.ts';

export async function registerHttp(
  app: FastifyInstance,
  ctx: HttpContext,
  sites: SiteRoots,
  demo = false,
  origins: readonly string[] = [],
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
  registerLevels(app);
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
  registerSupportMessages(app, ctx);
  registerSupportThread(app, ctx);
  registerMemberExport(app, ctx);
  // The same messages posted by the pages' forms before (or without) their script: HTML, not /api.
  await registerFormsContact(app, ctx);
  await registerFormsSupport(app, ctx);
  registerAdminLists(app, ctx);
  registerAdminActions(app, ctx);
  registerAdminDuplicatePhones(app, ctx);
  registerAdminReconciliation(app, ctx);
  registerAdminConsole(app, ctx);
  registerAdminMembers(app, ctx);
  registerAdminSupport(app, ctx);
  registerRealtime(app, ctx.realtime);
  registerPaymentMethods(app, ctx);
  registerPaymentCallbacks(app, ctx);

  await registerStaticSites(app, sites);
}
