// The comparison page (/compare?ids=1&ids=2…): the chosen people and, from two of them on, their comparison; and
// its PDF (/compare.pdf?ids=…). A brand without comparison has neither (404).
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { pdfDownload, PDF_STREAM, plainText } from "~/ui/download.server";
import { comparisonsContract as comparisons } from "../../api/comparisons/contract";
import { comparedPart, idsFromSearch, MIN_COMPARED, type ChosenPerson, type ComparisonJson } from "./model";
import { chosenPeople } from "./people.server";

export type CompareProblem =
  /** Someone chosen is not found (removed, or outside the user's scope). */
  | { kind: "not-found"; message: string }
  /** Someone chosen has not finished the assessment. */
  | { kind: "unfinished"; message: string };

export interface ComparePageData {
  /** The people compared now: the link's first MAX_COMPARED. */
  ids: number[];
  /** The link's further people, in parts of MAX_COMPARED, each compared through its own link. */
  rest: number[][];
  chosen: ChosenPerson[];
  /** Ids of the URL the API does not find (dropped from the comparison). */
  missing: number[];
  comparison: ComparisonJson | null;
  problem: CompareProblem | null;
}

export async function loadComparePage({ request, context }: LoaderFunctionArgs): Promise<ComparePageData> {
  if (!brand.features.comparison) throw notFound();
  const { api } = await requireUser(request, context);
  const { compared: ids, rest } = comparedPart(idsFromSearch(new URL(request.url).searchParams));
  if (ids.length >= MIN_COMPARED) {
    try {
      const { data } = await api.call(comparisons.compare, { query: { survey_result_ids: ids } });
      const chosen = data.people.map((p): ChosenPerson => ({ ...p, company: p.company.name, finished: true }));
      return { ids, rest, chosen, missing: [], comparison: data, problem: null };
    } catch (error) {
      if (!(error instanceof ApiRequestError) || ![404, 409].includes(error.status)) throw error;
      // Who is who, to say which person stands in the way (each read on its own, inside the same scope).
      const { people, missing } = await chosenPeople(api, ids);
      const problem: CompareProblem =
        error.status === 409
          ? { kind: "unfinished", message: error.message }
          : {
              kind: "not-found",
              message: missing.length
                ? `${missing.length === 1 ? "One person" : `${missing.length} people`} in this link could not be found. Remove them to compare the others.`
                : "Someone in this comparison could not be found. Reload the page to try again.",
            };
      return { ids, rest, chosen: people, missing, comparison: null, problem };
    }
  }
  const { people, missing } = await chosenPeople(api, ids);
  return { ids, rest, chosen: people, missing, comparison: null, problem: null };
}

/** /compare.pdf?ids=…: the comparison's PDF. */
export async function downloadComparisonPdf({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.comparison) throw notFound();
  const { api } = await requireUser(request, context);
  // A long link's PDF is of its first part, as the page shows it.
  const ids = comparedPart(idsFromSearch(new URL(request.url).searchParams)).compared;
  if (ids.length < MIN_COMPARED) return plainText("Choose at least two people to compare.", 400);
  return pdfDownload(
    () => api.stream(comparisons.comparePdf, { query: { survey_result_ids: ids } }, PDF_STREAM),
    "comparison.pdf",
    { unready: "Not everyone has finished the assessment yet." },
  );
}
