import { implement, type HandlerContext } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { reportSharesContract } from "./contract";
import { createShare } from "./create-share";
import { listShares } from "./list-shares";
import { openSharedReport } from "./open-shared-report";
import { shareKeysFor } from "./payload";
import { sharedLinkLimiterFor } from "./rate-limit";
import { revokeShare } from "./revoke-share";
import { sendSharedReportPdf } from "./shared-report-pdf";

/**
 * A link's answers are for its holder only: never cached (a revoked link must stop at once), never indexed, and
 * the link never leaks onwards through a Referer header.
 */
export function privateAnswer({ setHeader }: Pick<HandlerContext<never>, "setHeader">) {
  setHeader("Cache-Control", "no-store");
  setHeader("X-Robots-Tag", "noindex");
  setHeader("Referrer-Policy", "no-referrer");
}

/**
 * Report shares: POST /survey-results/public/encode-report-payload, GET /report-shares, DELETE /report-shares/{id}
 * (signed in, in scope), and the public GET /survey-results/public/report and …/report/pdf that a link opens.
 */
export function reportSharesFeature(deps: ApiDeps) {
  const { db } = deps;
  const keys = () => shareKeysFor(deps);
  const limit = sharedLinkLimiterFor(deps);
  return implement(reportSharesContract, {
    create: async (ctx) => {
      const { auth, body } = ctx;
      privateAnswer(ctx); // the answer holds the link itself
      return { data: await createShare(db, await keys(), auth.actor, body) };
    },
    list: async ({ auth, query }) => ({ data: await listShares(db, auth.actor, query.survey_result_id) }),
    revoke: async ({ auth, params }) => ({ data: await revokeShare(db, auth.actor, params.id) }),
    open: async (ctx) => {
      const { query } = ctx;
      privateAnswer(ctx);
      await limit(ctx);
      return { data: await openSharedReport(db, await keys(), query.payload) };
    },
    pdf: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return sendSharedReportPdf(db, await keys(), ctx.query.payload);
    },
  });
}
