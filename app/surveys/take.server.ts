// The take page (/survey/take?id=…): the assessment's progress and items, and its submit.
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator, type Translate } from "~/i18n/useT";
import { actionFailure, actionSuccess, apiFailure, parseFormData, readForm } from "~/ui/action/index.server";
import { ITEM_COUNT } from "~domain/assessment/items";
import { wordedFailure } from "./field-errors.server";
import { normGroupInput } from "../../api/surveys/contract";
import { surveyApi } from "./api.server";
import { NORM_GROUP_INTENT } from "./norm-group";
import { surveyItems } from "./items.server";
import { PAGE_SIZE, type TakeScriptText } from "./types";

/**
 * What a candidate reads for a link that names no assessment (no id, a mangled one, an unknown one): what happened
 * and what to do, never the API's status name ("Bad Request").
 */
export const INVALID_LINK = {
  title: "This link is not valid",
  message:
    "The link may be incomplete or mistyped. Please check that you opened the whole link, or ask whoever sent it to you for a new one.",
} as const;

const NAMESPACES = ["survey"] as const;

/** A refusal page in the request's language (a page that knows no assessment knows no company either). */
async function problem(request: Request, title: string, message: string, status: number) {
  const i18n = await candidateI18n(request, NAMESPACES);
  const t = translator(i18n);
  return data({ ok: false as const, title: t(title), message: t(message), i18n }, { status });
}

export async function loadTake({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id") ?? "";
  if (!uuid) return problem(request, "survey.take.invalidTitle", "survey.take.invalidMessage", 400);
  try {
    let progress = await surveyApi.progress(context, uuid);
    if (progress.submitted) throw redirect(`/survey/thank-you?id=${uuid}`);
    const i18n = await candidateI18n(request, NAMESPACES, progress.company.default_language);
    // The language of administration follows the page the items are shown in, until the answers are submitted.
    if (progress.language !== i18n.language) progress = await surveyApi.setLanguage(context, uuid, i18n.language);
    const { items, choices } = surveyItems(i18n.language);
    return {
      ok: true as const,
      progress,
      items,
      choices,
      text: scriptText(translator(i18n), progress.first, items.length),
      i18n,
    };
  } catch (error) {
    // Submitted meanwhile (another device): its thanks.
    if (error instanceof ApiRequestError && error.status === 409) throw redirect(`/survey/thank-you?id=${uuid}`);
    if (error instanceof ApiRequestError && error.status === 410) {
      // Closed by the company: whom to ask.
      return problem(request, "survey.take.closedTitle", "survey.take.closedMessage", 410);
    }
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) {
      return problem(request, "survey.take.invalidTitle", "survey.take.invalidMessage", 404);
    }
    throw error;
  }
}

/**
 * What the page's script writes, in the page's language: made here because the script carries no message
 * formatter. Counts go in as "{answered}", which the script fills in with the language's digits.
 */
function scriptText(t: Translate, first: string, total: number): TakeScriptText {
  const pages = Math.ceil(total / PAGE_SIZE);
  return {
    language: t.language,
    hello: t("survey.take.hello", { first }),
    pageHeadings: Array.from({ length: pages }, (_, i) =>
      t("survey.take.pageOf", { page: t.number(i + 1), pages: t.number(pages) }),
    ),
    answered: t("survey.take.answeredCount", { answered: "{answered}", total: t.number(total) }),
    missingOnPage: Array.from({ length: PAGE_SIZE }, (_, i) => t("survey.take.missingOnPage", { left: i + 1 })),
    status: {
      saved: t("survey.take.status.saved"),
      saving: t("survey.take.status.saving"),
      retrying: t("survey.take.status.retrying"),
      offline: t("survey.take.status.offline"),
      refused: t("survey.take.status.refused"),
    },
    unsaved: t("survey.take.unsaved"),
  };
}

/** The norm-group step's form, checked by the API's own rule (an empty age is none, "Skip" sends nothing). */
const normGroupForm = z
  .object({ sex: z.string().optional(), age: z.string().optional() })
  .transform(
    (form) =>
      ({ sex: form.sex, age: form.age === undefined ? null : Number(form.age) }) as z.input<typeof normGroupInput>,
  )
  .pipe(normGroupInput);

async function saveNormGroup(context: AppLoadContext, uuid: string, form: FormData, t: Translate) {
  const parsed = parseFormData(form, normGroupForm, { fields: ["sex", "age"] });
  if (!parsed.ok) return wordedFailure(t, parsed.result);
  try {
    await surveyApi.setNormGroup(context, uuid, parsed.value);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.errors.length === 0) return actionFailure(refusal(t, error.status), { intent: NORM_GROUP_INTENT });
    return wordedFailure(t, apiFailure(error, { intent: NORM_GROUP_INTENT, fields: ["sex", "age"] }), error);
  }
  return actionSuccess(null, { submission: parsed });
}

/** What a candidate reads when the API refuses the assessment as a whole (unknown, submitted, closed). */
function refusal(t: Translate, status: number): string {
  if (status === 404) return t("survey.take.notFound");
  if (status === 409) return t("survey.take.alreadySubmitted");
  if (status === 410) return t("survey.take.closedMessage");
  return t("survey.error.generic");
}

/** Submits the assessment (nothing is read from its form: the assessment is the URL's), or sets its norm group. */
export async function takeAction({ request, context }: ActionFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id") ?? "";
  const form = await readForm(request);
  const t = translator(await candidateI18n(request, NAMESPACES));
  if (form.get("intent") === NORM_GROUP_INTENT) return saveNormGroup(context, uuid, form, t);
  try {
    await surveyApi.submit(context, uuid);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // A refusal is shown on the page (200): a 4xx answer would make the browser log a failed load. Missing answers
    // belong to the answers (the page sends them again); the rest say what happened, in the page's language.
    const missing = Number(error.errors.find((e) => e.path === "answers")?.message.match(/^(\d+) of/)?.[1]);
    if (missing) {
      return actionFailure([], {
        intent: "submit",
        fieldErrors: { answers: t("survey.take.answersMissing", { missing, total: ITEM_COUNT }) },
      });
    }
    return actionFailure(refusal(t, error.status), { intent: "submit" });
  }
  return redirect(`/survey/thank-you?id=${uuid}`);
}
