import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { webhooksContract } from "./contract";
import { startWebhookWorker } from "./deliver";
import { listDeliveries, redeliver, sendTestEvent } from "./deliveries";
import { listWebhooks } from "./list-webhooks";
import { findWebhookInScope, toWebhookJson } from "./model";
import { removeWebhook } from "./remove-webhook";
import { rotateSecret } from "./rotate-secret";
import { upsertWebhook } from "./upsert-webhook";

/** Custom webhooks (api/webhooks/contract.ts). Also starts this process's delivery worker. */
export function webhooksFeature(deps: ApiDeps) {
  const { db } = deps;
  startWebhookWorker(deps);
  return implement(webhooksContract, {
    list: async ({ auth, query }) => ({ data: await listWebhooks(db, auth.actor, query.companyId) }),
    upsert: ({ auth, body }) => upsertWebhook(deps, auth, body),
    get: async ({ auth, params }) => ({ data: toWebhookJson(await findWebhookInScope(db, auth.actor, params.id)) }),
    remove: ({ auth, params }) => removeWebhook(db, auth, params.id),
    rotateSecret: ({ auth, params, body }) => rotateSecret(deps, auth, params.id, body.overlap_hours),
    deliveries: async ({ auth, params }) => ({ data: await listDeliveries(db, auth.actor, params.id) }),
    sendTest: async ({ auth, params }) => ({ data: await sendTestEvent(deps, auth.actor, params.id) }),
    redeliver: async ({ auth, params }) => ({ data: await redeliver(db, auth.actor, params.id) }),
  });
}
