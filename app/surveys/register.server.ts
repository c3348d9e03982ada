// The register page (/survey/register?link=…): the company behind an assessment link, and the candidate's
// registration.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { redeemAction } from "~/book-codes/redeem.server";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { candidateDetailsFields, DETAILS_FIELDS, detailsBody } from "~/survey-results/details.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { funnelReferenceOf, funnelsContract, offeredRole } from "../../api/funnels/contract";
import { registerSurveyInput } from "../../api/surveys/contract";
import { surveyApi } from "./api.server";
import { formTranslator, wordedFailure } from "./field-errors.server";
import {
  SELF_IDENTIFICATION_FIELDS,
  selfIdentificationBody,
  selfIdentificationField,
} from "../self-identification/form";

/** The namespaces the register page reads (the book-code form's too). */
const NAMESPACES = ["survey", "self-identification", "automated-tools"] as const;

export async function loadRegister({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const link = params.get("link")?.trim();
  if (!link) {
    const i18n = await candidateI18n(request, NAMESPACES);
    // Without a company's link, a reader registers with the code printed in their book (app/book-codes).
    if (brand.features.bookCodeSystem) return { ok: true as const, bookCode: params.get("code") ?? "", i18n };
    const message = translator(i18n)("survey.register.noLink");
    return data({ ok: false as const, message, i18n }, { status: 400 });
  }
  try {
    const survey = await surveyApi.link(context, link);
    // The company's default language, for a browser that asks for none of the offered ones.
    const i18n = await candidateI18n(request, NAMESPACES, survey.company.default_language);
    return {
      ok: true as const,
      bookCode: null,
      link,
      company: survey.company,
      roleNames: survey.role_names.map((r) => r.name),
      selfIdentification: survey.self_identification,
      fixedRole: await campaignRole(context, request.url, link, survey.role_names),
      i18n,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      const i18n = await candidateI18n(request, NAMESPACES);
      const message = translator(i18n)("survey.register.invalidLink");
      return data({ ok: false as const, message, i18n }, { status: 404 });
    }
    throw error;
  }
}

/**
 * Through an open campaign funnel of this link's company, its job's role: the API registers the person for it
 * (api/funnels/track.ts funnelRoleFor, by the same rule), so the form does not ask. Anything else (no campaign or
 * job, a stale campaign, a role the company does not offer) leaves the question.
 */
async function campaignRole(
  context: LoaderFunctionArgs["context"],
  url: string,
  link: string,
  offered: { name: string }[],
) {
  const slug = funnelReferenceOf(url).campaign;
  if (!slug) return null;
  const funnel = await apiClient(context, null)
    .call(funnelsContract.get, { params: { slug } })
    .catch(() => null);
  if (!funnel?.data.open || funnel.data.assessment_link !== link || !funnel.data.job) return null;
  return offeredRole(
    funnel.data.job.role,
    offered.map((r) => r.name),
  );
}

// The API's own rules for the candidate's fields, so the form names each problem before anything is sent.
const registerBody = registerSurveyInput.omit({ token: true, language: true });
const registerForm = z
  .object({
    ...candidateDetailsFields,
    role: z.string().optional(),
    ...Object.fromEntries(SELF_IDENTIFICATION_FIELDS.map((f) => [f, z.string().optional()])),
  })
  // Typed as the body it is about to be checked as (the pipe refuses what does not fit).
  .transform(
    (form) =>
      ({
        ...detailsBody(form),
        role: form.role ?? "",
        self_identification: selfIdentificationBody(form),
      }) as z.input<typeof registerBody>,
  )
  .pipe(registerBody);
const FIELDS = [...DETAILS_FIELDS, "role", ...SELF_IDENTIFICATION_FIELDS];
/** Where the API's problems go: the form's own fields, and the self-identification section's. */
const fieldOfPath = (path: string) => selfIdentificationField(path) ?? (FIELDS.includes(path) ? path : undefined);

export async function registerAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (!new URL(request.url).searchParams.get("link") && brand.features.bookCodeSystem) return redeemAction(args);
  const t = await formTranslator(request);
  const input = await parseSubmission(request, registerForm, { fields: FIELDS });
  if (!input.ok) return wordedFailure(t, input.result);
  const link = new URL(request.url).searchParams.get("link") ?? "";
  try {
    const result = await surveyApi.register(context, {
      token: link,
      ...input.value,
      ...funnelReferenceOf(request.url),
      // The language the page was in: the items' language unless the take page is shown in another.
      language: t.language,
    });
    // An unfinished assessment of this e-mail: its link went to that address, never into this answer.
    if (result.resumed) {
      return actionSuccess(null, {
        submission: input,
        data: { continueLinkSent: t("survey.register.continueLinkSent") },
      });
    }
    return redirect(`/survey/take?id=${result.survey_result_uuid}`);
  } catch (error) {
    // Answered with 200 like every form error here: the page is fine, and a 4xx makes browsers log a failed load.
    return wordedFailure(t, apiFailure(error, { submission: input, fields: fieldOfPath }), error);
  }
}
