import { withStatus } from "../http/answers";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { hubspotContract } from "./contract";
import { createHubSpotCompany } from "./create-company";

/**
 * POST /hubspot/webhooks/create-company (spec §7, §8). Its signature is checked before this runs (hubspotSignedBody,
 * mounted ahead of it). Bad input answers 400 Bad Request, an unexpected failure 500 (HubSpot retries those).
 */
export function hubspotFeature({ db, logger }: ApiDeps) {
  return implement(hubspotContract, {
    createCompany: async ({ body }) => {
      const outcome = await createHubSpotCompany(db, body);
      logger.info(
        { objectId: outcome.objectId, companyId: outcome.companyId, created: outcome.created },
        "HubSpot create-company webhook",
      );
      const answer = { data: { company_id: outcome.companyId, created: outcome.created } };
      if (outcome.created) return answer;
      // A retry is not a creation: 200 rather than the operation's 201.
      return withStatus(200, answer);
    },
  });
}
