import { pdfFile } from "../http/answers";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { shareKeysFor } from "../report-shares/payload";
import { sharedLinkLimiterFor } from "../report-shares/rate-limit";
import { privateAnswer } from "../report-shares/routes";
import { viewSharesContract } from "./contract";
import { createViewShare } from "./create-share";
import { listViewShares } from "./list-shares";
import { openSharedView } from "./open-shared-view";
import { revokeViewShare } from "./revoke-share";
import { renderViewPdf, withoutIds } from "./views";

/**
 * View shares: POST /view-shares, GET /view-shares, DELETE /view-shares/{id} (signed in, in scope), and the public
 * GET /view-shares/public and …/pdf that a link opens (one rate limit with the report links).
 */
export function viewSharesFeature(deps: ApiDeps) {
  const { db } = deps;
  const keys = () => shareKeysFor(deps, "view");
  const limit = sharedLinkLimiterFor(deps);
  return implement(viewSharesContract, {
    create: async (ctx) => {
      const { auth, body } = ctx;
      privateAnswer(ctx); // the answer holds the link itself
      return { data: await createViewShare(db, await keys(), auth.actor, body) };
    },
    list: async ({ auth, query }) => ({ data: await listViewShares(db, auth.actor, query) }),
    revoke: async ({ auth, params }) => ({ data: await revokeViewShare(db, auth.actor, params.id) }),
    open: async (ctx) => {
      const { query } = ctx;
      privateAnswer(ctx);
      await limit(ctx);
      const { view, expiresAt } = await openSharedView(db, await keys(), query.payload);
      return { data: { ...withoutIds(view), expires_at: expiresAt.toISOString() } };
    },
    pdf: async (ctx) => {
      const { query } = ctx;
      privateAnswer(ctx);
      await limit(ctx);
      const { view } = await openSharedView(db, await keys(), query.payload);
      const { pdf, fileName } = await renderViewPdf(view, new Date());
      return pdfFile(pdf, fileName);
    },
  });
}
