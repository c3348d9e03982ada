// The scorecard of one candidate (/survey-results/{id}/scorecard, hiring brand): the interview kit at a stage, the
// signed-in interviewer's scorecard (save a draft, submit it), and the debrief once they may see it. Interviewers
// are staff with the hiring pipeline permission (the API enforces it; the page asks first).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { loadPerson, orNotFound, reportIdOf } from "~/survey-answers/person.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { scorecardsContract as scorecards } from "../../api/scorecards/contract";
import { RECOMMENDATIONS } from "../../domain/scorecards";
import { scorecardFieldFor } from "./model";

const requireFeature = () => {
  if (!brand.features.interviewQuestions) throw notFound();
};

const stageOf = (request: Request) => new URL(request.url).searchParams.get("stage")?.trim().slice(0, 100) || undefined;

export async function loadScorecard({ request, context, params }: LoaderFunctionArgs) {
  requireFeature();
  const { api } = await requireCapability(request, context, "hiring-pipeline:view");
  const id = reportIdOf(params);
  const stage = stageOf(request);
  const query = stage ? { stage } : {};
  const [person, kit] = await Promise.all([
    loadPerson(api, id),
    orNotFound(api.call(scorecards.kit, { params: { id }, query })).then((r) => r.data),
  ]);
  const mayDebrief = !kit.hide_until_submitted || kit.mine?.status === "submitted";
  const debrief = mayDebrief
    ? await api
        .call(scorecards.debrief, { params: { id }, query: { stage: kit.stage } })
        .then((r) => r.data)
        .catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 403) return null;
          throw error;
        })
    : null;
  return { person, kit, debrief };
}

const card = z
  .object({
    stage: z.string().trim().min(1, "is required").max(100),
    recommendation: z.enum(RECOMMENDATIONS).optional(),
  })
  .catchall(z.string().optional());
const anchor = z.string().trim().min(1, "is required").max(300, "must be at most 300 characters");
const scorecardForm = intents({
  save: card,
  submit: card,
  settings: z.object({ hide_until_submitted: z.enum(["on", "off"]) }),
  attribute: z.object({
    question_id: z.coerce.number().int().min(1),
    name: z.string().trim().min(1, "is required").max(120, "must be at most 120 characters"),
    anchor_1: anchor,
    anchor_2: anchor,
    anchor_3: anchor,
    anchor_4: anchor,
  }),
});
const ATTRIBUTE_FIELDS = ["name", "anchor_1", "anchor_2", "anchor_3", "anchor_4"];

/** The ratings and notes of a form: its `rating-{key}` and `notes-{key}` fields. */
function ratingsOf(form: Record<string, unknown>) {
  const keys = new Set<string>();
  for (const name of Object.keys(form)) {
    const key = /^(?:rating|notes)-(.+)$/.exec(name)?.[1];
    if (key) keys.add(key);
  }
  return [...keys].map((key) => {
    const rating = form[`rating-${key}`];
    const notes = form[`notes-${key}`];
    return {
      attribute_key: key,
      rating: typeof rating === "string" && /^[1-4]$/.test(rating) ? Number(rating) : null,
      notes: typeof notes === "string" ? notes : "",
    };
  });
}

/** Saves the interviewer's draft, or submits it (final). */
export async function scorecardAction({ request, context, params }: ActionFunctionArgs) {
  requireFeature();
  const { api } = await requireCapability(request, context, "hiring-pipeline:view");
  const id = reportIdOf(params);
  const input = await parseSubmission(request, scorecardForm, {
    fields: ["stage", "recommendation", ...ATTRIBUTE_FIELDS],
  });
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "settings") {
      const person = await loadPerson(api, id);
      await api.call(scorecards.updateSettings, {
        body: { hide_until_submitted: form.hide_until_submitted === "on", company_id: person.company.id },
      });
      return actionSuccess("Setting saved.", { submission: input });
    }
    if (form.intent === "attribute") {
      await api.call(scorecards.setAttribute, {
        params: { id: form.question_id },
        body: { name: form.name, anchors: [form.anchor_1, form.anchor_2, form.anchor_3, form.anchor_4] },
      });
      return actionSuccess("Attribute saved.", { submission: input });
    }
    const body = { stage: form.stage, recommendation: form.recommendation ?? null, ratings: ratingsOf(form) };
    if (form.intent === "submit") {
      await api.call(scorecards.submit, { params: { id }, body });
      return actionSuccess("Scorecard submitted.", { submission: input });
    }
    await api.call(scorecards.save, { params: { id }, body });
    return actionSuccess("Draft saved.", { submission: input });
  } catch (error) {
    const fields = (path: string) =>
      scorecardFieldFor(path) ??
      (path === "name" ? path : /^anchors\.(\d)$/.test(path) ? `anchor_${Number(path.slice(8)) + 1}` : undefined);
    return apiFailure(error, { submission: input, fields, ownMessages: [403, 404, 409] });
  }
}
