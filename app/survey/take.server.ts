// The take page (/survey/take?id=…): the assessment's progress and items, and its submit.
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError } from "~/api/client.server";
import { actionSuccess, apiFailure, parseFormData, readForm } from "~/ui/action/index.server";
import { normGroupInput } from "../../api/surveys/contract";
import { surveyApi } from "./api.server";
import { NORM_GROUP_INTENT } from "./norm-group";
import { SURVEY_ITEMS } from "./items.server";

/**
 * What a candidate reads for a link that names no assessment (no id, a mangled one, an unknown one): what happened
 * and what to do, never the API's status name ("Bad Request").
 */
export const INVALID_LINK = {
  title: "This link is not valid",
  message:
    "The link may be incomplete or mistyped. Please check that you opened the whole link, or ask whoever sent it to you for a new one.",
} as const;

export async function loadTake({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id") ?? "";
  if (!uuid) return data({ ok: false as const, ...INVALID_LINK }, { status: 400 });
  try {
    const progress = await surveyApi.progress(context, uuid);
    if (progress.submitted) throw redirect(`/survey/thank-you?id=${uuid}`);
    return { ok: true as const, progress, items: SURVEY_ITEMS };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 410) {
      // The API's message says who closed it and whom to ask.
      const closed = { title: "This assessment is closed", message: error.message };
      return data({ ok: false as const, ...closed }, { status: 410 });
    }
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      return data({ ok: false as const, ...INVALID_LINK }, { status: 404 });
    }
    throw error;
  }
}

/** The norm-group step's form, checked by the API's own rule (an empty age is none, "Skip" sends nothing). */
const normGroupForm = z
  .object({ sex: z.string().optional(), age: z.string().optional() })
  .transform(
    (form) =>
      ({ sex: form.sex, age: form.age === undefined ? null : Number(form.age) }) as z.input<typeof normGroupInput>,
  )
  .pipe(normGroupInput);

async function saveNormGroup(context: AppLoadContext, uuid: string, form: FormData) {
  const parsed = parseFormData(form, normGroupForm, { fields: ["sex", "age"] });
  if (!parsed.ok) return parsed.result;
  try {
    await surveyApi.setNormGroup(context, uuid, parsed.value);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return apiFailure(error, { intent: NORM_GROUP_INTENT, fields: ["sex", "age"], ownMessages: [404, 409, 410] });
  }
  return actionSuccess(null, { submission: parsed });
}

/** Submits the assessment (nothing is read from its form: the assessment is the URL's), or sets its norm group. */
export async function takeAction({ request, context }: ActionFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id") ?? "";
  const form = await readForm(request);
  if (form.get("intent") === NORM_GROUP_INTENT) return saveNormGroup(context, uuid, form);
  try {
    await surveyApi.submit(context, uuid);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // A refusal is shown on the page (200): a 4xx answer would make the browser log a failed load. Missing answers
    // belong to the answers (the page sends them again); the rest say what happened in the API's words.
    return apiFailure(error, { intent: "submit", fields: ["answers"], ownMessages: [404, 409, 410] });
  }
  return redirect(`/survey/thank-you?id=${uuid}`);
}
