// GET /scorecards/candidates/{survey result id}: a candidate's interview kit at a stage, the caller's scorecard, and
// whose scorecards exist there (others' contents only once the caller may see them).
import { can, type Actor } from "../../domain/permissions";
import type { PermissionContext } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findSurveyResultInScope } from "../survey-results/model";
import type { KitJson } from "./contract";
import { hidesUntilSubmitted, jobOf, kitOf, scorecardsAsJson, scorecardsAt, seesOthers, stagesOf } from "./model";

export async function getKit(
  db: Database,
  actor: Actor,
  ctx: PermissionContext,
  surveyResultId: number,
  query: { stage?: string; role_benchmark_id?: number },
): Promise<KitJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const stage = query.stage ?? result.status;
  const [kit, stages, job, rows, hidden, sees] = await Promise.all([
    kitOf(db, result, stage, query.role_benchmark_id),
    stagesOf(db, result),
    jobOf(db, result),
    scorecardsAt(db, result.id, stage),
    hidesUntilSubmitted(db, result.companyId),
    seesOthers(db, actor, result, stage),
  ]);
  const cards = await scorecardsAsJson(db, rows);
  return {
    survey_result_id: result.id,
    stage,
    stages: stages.includes(stage) ? stages : [...stages, stage],
    job: job ? { id: job.jobId, title: job.title } : null,
    benchmark: kit.benchmark,
    benchmark_reason: kit.benchmarkReason,
    attributes: kit.attributes.map((a) => ({
      key: a.key,
      name: a.name,
      kind: a.kind,
      anchors: a.anchors,
      questions: a.questions.map((q) => ({ key: q.key, text: q.text, listen_for: q.listenFor })),
    })),
    unrated_question_count: kit.unratedQuestionCount,
    unrated_questions: can(actor, "interview-questions:manage", ctx) ? kit.unratedQuestions : [],
    mine: cards.find((c) => c.interviewer.id === actor.id) ?? null,
    others: cards
      .filter((c) => c.interviewer.id !== actor.id)
      .map((c) => ({
        id: c.id,
        interviewer: c.interviewer,
        status: c.status,
        visible: sees && c.status === "submitted",
      })),
    hide_until_submitted: hidden,
    can_manage: can(actor, "interview-questions:manage", ctx),
  };
}
