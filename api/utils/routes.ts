import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { cleanUpData } from "./clean-up-data";
import { utilsContract } from "./contract";
import { sealerFor } from "./crypto";
import { getRetention, setRetention } from "./retention";

/** The super admins' utilities (api/utils/contract.ts). */
export function utilsFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(utilsContract, {
    encrypt: async ({ body }) => {
      const sealer = await sealerFor(deps, "publicLink");
      const expiresAt = body.expires_in_seconds ? new Date(Date.now() + body.expires_in_seconds * 1000) : undefined;
      return {
        data: {
          token: await sealer.seal(body.payload, { expiresAt }),
          kid: sealer.currentKid,
          expires_at: expiresAt?.toISOString() ?? null,
        },
      };
    },
    decrypt: async ({ body }) => {
      const opened = await (await sealerFor(deps, "publicLink")).open(body.token);
      if (opened.status === "expired") throw ApiError.unprocessable([{ path: "token", message: "has expired" }]);
      if (opened.status === "invalid") throw ApiError.unprocessable([{ path: "token", message: "is not valid" }]);
      return { data: { payload: opened.payload, kid: opened.kid } };
    },
    cleanUp: async ({ auth, body }) => ({ data: await cleanUpData(deps, auth, body) }),
    getRetention: async ({ auth, query }) => ({ data: await getRetention(db, auth.actor, query.companyId) }),
    setRetention: async ({ auth, body }) => ({
      data: await setRetention(db, auth.actor, body.company_id, body.retention_days),
    }),
  });
}
