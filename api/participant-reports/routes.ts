import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { privateAnswer } from "../report-shares/routes";
import { shareKeysFor } from "../report-shares/payload";
import { sharedLinkLimiterFor } from "../report-shares/rate-limit";
import { participantReportsContract } from "./contract";
import { participantReportLink } from "./link";
import { openParticipantReport } from "./open-report";
import { sendParticipantReportPdf } from "./report-pdf";
import { revokeParticipantReport } from "./revoke-report";
import { getParticipantReportSettings, updateParticipantReportSettings } from "./settings";

/**
 * The person's own report: the public link (page, PDF) and the thank-you page's link, the staff's revoke, and the
 * company's switch. Opening shares the shared-link rate limit (a link cannot be guessed, but each opening reads a
 * report and may render a PDF).
 */
export function participantReportsFeature(deps: ApiDeps) {
  const { db } = deps;
  const keys = () => shareKeysFor(deps, "participant");
  const limit = sharedLinkLimiterFor(deps);
  return implement(participantReportsContract, {
    link: async (ctx) => {
      privateAnswer(ctx);
      return { data: await participantReportLink(db, await keys(), ctx.params.uuid) };
    },
    open: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return { data: await openParticipantReport(db, await keys(), ctx.query.payload, ctx.query.language) };
    },
    pdf: async (ctx) => {
      privateAnswer(ctx);
      await limit(ctx);
      return sendParticipantReportPdf(db, await keys(), ctx.query.payload, ctx.query.language);
    },
    revoke: async ({ auth, params }) => ({ data: await revokeParticipantReport(db, auth, params.id) }),
    getSettings: async ({ auth, params }) => ({ data: await getParticipantReportSettings(db, auth.actor, params.id) }),
    updateSettings: async ({ auth, params, body }) => ({
      data: await updateParticipantReportSettings(db, auth, params.id, body),
    }),
  });
}
