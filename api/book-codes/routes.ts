import { withStatus } from "../http/answers";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { CONTINUE_LINK_SENT, type RegisterSurveyResult } from "../surveys/contract";
import { mailContinueLink } from "../surveys/continue-link";
import { bookCodesContract } from "./contract";
import { createBatch } from "./create-batch";
import { exportBatch } from "./export-batch";
import { listCodes } from "./list-codes";
import { getBatch } from "./model";
import { redeemCode } from "./redeem-code";
import { revokeBatch } from "./revoke-batch";
import { revokeCode } from "./revoke-code";
import { searchBatches } from "./search-batches";

/** The Book Code System: batches (internal super admins) and a reader's redemption (public, a rate-limited form). */
export function bookCodesFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(bookCodesContract, {
    searchBatches: ({ auth, query }) => searchBatches(db, auth.actor, query),
    createBatch: async ({ auth, body }) => ({ data: await createBatch(db, auth, body) }),
    getBatch: async ({ auth, params }) => ({ data: await getBatch(db, auth.actor, params.id) }),
    codes: ({ auth, params, query }) => listCodes(db, auth.actor, params.id, query),
    exportBatch: ({ auth, params }) => exportBatch(db, auth.actor, params.id),
    revokeBatch: async ({ auth, params }) => ({ data: await revokeBatch(db, auth, params.id) }),
    revokeCode: async ({ auth, params }) => ({ data: await revokeCode(db, auth, params.id) }),
    redeem: async ({ body }) => {
      const registered = await redeemCode(db, body);
      if (!registered.resumed) return { survey_result_uuid: registered.survey_result_uuid, resumed: false as const };
      // As registering through a link does (api/surveys/routes.ts): the link goes by e-mail, never into the answer.
      await mailContinueLink(deps, {
        uuid: registered.survey_result_uuid,
        email: registered.email,
        companyName: registered.company_name,
      });
      const answer: RegisterSurveyResult = { survey_result_uuid: null, resumed: true, message: CONTINUE_LINK_SENT };
      return withStatus(202, answer);
    },
  });
}
