// A benchmark's fairness impact for the benchmark pages: the preview of a draft's ranges (the resource route
// /role-benchmarks/impact, read as the editor asks) and the saved benchmark's figures (the edit page's loader). Both
// are shown only to users who may read self-identification data ("eeo:read"); the API enforces the same.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { can } from "~domain/permissions";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { actorOf, requireUser, type SignedIn } from "~/auth/user.server";
import { permissionContext } from "../../server/permissions";
import { roleBenchmarksContract as benchmarks } from "../../api/role-benchmarks/contract";
import { targetsFromForm } from "./form.server";
import type { ImpactFiguresJson } from "./impact";

/** The preview's answer: the figures, or why there are none (a message, and each range's problem by its code). */
export type ImpactPreviewAnswer =
  | { impact: ImpactFiguresJson; error: null; problems: Record<string, never> }
  | { impact: null; error: string; problems: Record<string, string> };

/** Whether the signed-in user sees fairness figures: the section is absent for everyone else. */
export const seesImpact = (profile: SignedIn["profile"], context: AppLoadContext) =>
  can(actorOf(profile), "eeo:read", permissionContext(context.services.env));

const refused = (error: unknown) =>
  error instanceof ApiRequestError && [400, 403, 404, 422].includes(error.status) ? error : null;

/**
 * GET /role-benchmarks/impact?N.min=…&preview_company_id=…: the figures a draft's ranges would give. The ranges are
 * the form's own fields, read as the form's save reads them; nothing is stored, so a GET (and no page revalidation).
 */
export async function loadImpactPreview({ request, context }: LoaderFunctionArgs): Promise<ImpactPreviewAnswer> {
  // Answered, not thrown: a refusal thrown from a fetcher's load would replace the whole editor with an error page.
  const { api, profile } = await requireUser(request, context);
  if (!seesImpact(profile, context))
    return { impact: null, error: "Only users who may read self-identification data see these figures.", problems: {} };
  const params = new URL(request.url).searchParams;
  const form = new FormData();
  for (const [key, value] of params) form.append(key, value);
  const { targets, problems } = targetsFromForm(form);
  if (!targets) return { impact: null, error: "Correct the ranges marked in the form first.", problems };
  const companyId = Number(params.get("preview_company_id"));
  if (!Number.isInteger(companyId) || companyId <= 0)
    return { impact: null, error: "Choose the company whose candidates to preview on.", problems: {} };
  try {
    const { data } = await api.call(benchmarks.impactPreview, { body: { company_id: companyId, targets } });
    return { impact: data, error: null, problems: {} };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const why = refused(error);
    if (!why) return { impact: null, error: "The figures could not be computed just now. Try again.", problems: {} };
    return { impact: null, error: why.status === 404 ? "That company was not found." : why.message, problems: {} };
  }
}

/** A saved benchmark's figures on a company's candidates; null when the API refuses (no company chosen yet). */
export async function loadSavedImpact(
  api: ApiClient,
  id: number,
  companyId: number | null,
): Promise<ImpactFiguresJson | null> {
  try {
    const { data } = await api.call(benchmarks.impact, {
      params: { id },
      query: companyId ? { company_id: companyId } : {},
    });
    return data;
  } catch (error) {
    if (refused(error)) return null;
    throw error;
  }
}
