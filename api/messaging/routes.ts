import { SENT, implement, overHttp } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { createMailer } from "../../server/mail/index";
import { queueFor } from "../queue/index";
import { createSmsSender } from "../sms/index";
import { getBatch, listBatches, listBatchResults } from "./batch";
import { messagingContract } from "./contract";
import { conversation } from "./conversation";
import { previewMessage } from "./preview";
import { sendMessage } from "./send";
import { smsInbound } from "./sms-inbound";
import { readSmsOutbox } from "./sms-outbox";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./templates";
import { unsubscribe, unsubscribeInfo } from "./unsubscribe";
import { startSendWorker } from "./worker";

/** Messaging: templates, preview, send (queued), progress, conversation, unsubscribe. Starts this process's worker. */
export function messagingFeature(deps: ApiDeps) {
  const { db, env, logger } = deps;
  startMessagingWorker(deps).catch((err) => logger.error({ err }, "the messaging worker did not start"));
  // Looked up per send: a stopped queue (shutdown, a test's restart) is replaced by a new one.
  const services = { db, queue: () => queueFor(deps) };
  return implement(messagingContract, {
    conversation: async ({ auth, query }) => ({ data: await conversation(db, auth.actor, query.surveyResultId) }),
    listTemplates: async ({ auth }) => ({ data: await listTemplates(db, auth) }),
    createTemplate: async ({ auth, body }) => ({ data: await createTemplate(db, auth, body) }),
    updateTemplate: async ({ auth, params, body }) => ({ data: await updateTemplate(db, auth, params.id, body) }),
    deleteTemplate: async ({ auth, params }) => {
      await deleteTemplate(db, auth, params.id);
    },
    preview: async ({ auth, body }) => ({ data: await previewMessage(db, env.PUBLIC_URL, auth, body) }),
    send: async ({ auth, body }) => ({ data: await sendMessage(services, auth, body) }),
    listBatches: async ({ auth, query }) => listBatches(db, auth.actor, query),
    batch: async ({ auth, params }) => ({ data: await getBatch(db, auth.actor, params.id) }),
    batchResults: async ({ auth, params, query }) => ({
      data: await listBatchResults(db, auth.actor, params.id, query),
    }),
    unsubscribeInfo: async ({ params }) => ({ data: await unsubscribeInfo(db, params.token) }),
    unsubscribe: async ({ params }) => ({ data: await unsubscribe(db, params.token) }),
    smsInbound: async ({ http }): Promise<typeof SENT> => {
      const { req, res } = overHttp(http);
      await smsInbound(db, env, req, res);
      return SENT;
    },
    smsOutbox: async ({ auth, query }) => ({ data: await readSmsOutbox(db, env, auth, query.limit) }),
  });
}

/** Starts the send worker on this database's queue (also what a test calls to "restart" after stopping a queue). */
export async function startMessagingWorker(deps: Pick<ApiDeps, "db" | "env" | "logger">) {
  const queue = await queueFor(deps);
  await startSendWorker(
    { db: deps.db, mailer: createMailer(deps), sms: createSmsSender(deps), publicUrl: deps.env.PUBLIC_URL },
    queue,
  );
}
