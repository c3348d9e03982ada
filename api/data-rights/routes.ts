import { can } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { shareKeysFor } from "../report-shares/payload";
import { sharedLinkLimiterFor } from "../report-shares/rate-limit";
import { privateAnswer } from "../report-shares/routes";
import { dataRightsContract } from "./contract";
import { erasePerson } from "./erase-person";
import { exportOwnData, exportOwnDataPdf, exportPerson, exportPersonPdf } from "./export-person";

/**
 * A person's data rights: export (JSON, PDF) and erasure for staff, and the person's own export through their
 * report's link (api/data-rights/contract.ts), which shares the shared links' rate limit and is never cached.
 */
export function dataRightsFeature(deps: ApiDeps) {
  const { db } = deps;
  const ctx = permissionContext(deps.env);
  const keys = () => shareKeysFor(deps, "participant");
  const limit = sharedLinkLimiterFor(deps);
  return implement(dataRightsContract, {
    // Staff without access to self-identification answers export the rest: the answers are the person's, not theirs.
    exportJson: async ({ auth, params }) => ({
      data: await exportPerson(db, auth, params.id, can(auth.actor, "eeo:read", ctx)),
    }),
    exportPdf: ({ auth, params }) => exportPersonPdf(db, auth, params.id, can(auth.actor, "eeo:read", ctx)),
    ownExportJson: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return { data: await exportOwnData(db, await keys(), ctx.query.payload) };
    },
    ownExportPdf: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return exportOwnDataPdf(db, await keys(), ctx.query.payload);
    },
    erase: async ({ auth, params, body }) => ({ data: await erasePerson(deps, auth, params.id, body.confirm) }),
  });
}
