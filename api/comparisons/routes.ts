import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { compare } from "./compare";
import { sendComparisonPdf } from "./compare-pdf";
import { conflict } from "./conflict";
import { sendConversationPlanPdf } from "./conflict-pdf";
import { comparisonsContract } from "./contract";

/** Comparison (GET /comparisons and its PDF) and the conflict tool (GET /conflicts and its one-page plan). */
export function comparisonsFeature({ db }: ApiDeps) {
  return implement(comparisonsContract, {
    compare: async ({ auth, query }) => ({ data: await compare(db, auth.actor, query.survey_result_ids) }),
    comparePdf: ({ auth, query }) => sendComparisonPdf(db, auth.actor, query.survey_result_ids),
    conflict: async ({ auth, query }) => ({ data: await conflict(db, auth.actor, query) }),
    conflictPdf: ({ auth, query }) => sendConversationPlanPdf(db, auth.actor, query),
  });
}
