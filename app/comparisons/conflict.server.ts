// The conflict tool's page (/conflict?a=1&b=2, or ?a=1&team=3): the two sides and, once both are chosen, their
// friction points; and the one-page conversation plan (/conflict.pdf?…). A brand without the tool has neither (404).
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { pdfDownload, PDF_STREAM, plainText } from "~/ui/download.server";
import { idOf, type ChosenPerson } from "./model";
import { chosenPerson } from "./people.server";
import { comparisonsContract as comparisons, type ConflictJson } from "../../api/comparisons/contract";
import { listTeams, type TeamOption } from "./teams.server";

export interface ConflictChoice {
  a: number | null;
  b: number | null;
  team: number | null;
}

export interface ConflictPageData {
  choice: ConflictChoice;
  a: ChosenPerson | null;
  b: ChosenPerson | null;
  /** The teams to choose from; null where the brand or the build has none. */
  teams: TeamOption[] | null;
  result: ConflictJson | null;
  /** Why there is no result although both sides are chosen. */
  problem: { kind: "not-found" | "unfinished"; message: string } | null;
}

/** The choice in the URL; a second person wins over a team, and the same person twice is one. */
export function choiceOf(search: URLSearchParams): ConflictChoice {
  const a = idOf(search.get("a"));
  let b = idOf(search.get("b"));
  if (b !== null && b === a) b = null;
  return { a, b, team: b === null ? idOf(search.get("team")) : null };
}

function apiQuery(choice: ConflictChoice) {
  return choice.b !== null
    ? { survey_result_id: choice.a!, other_survey_result_id: choice.b }
    : { survey_result_id: choice.a!, team_id: choice.team! };
}

export async function loadConflictPage({ request, context }: LoaderFunctionArgs): Promise<ConflictPageData> {
  if (!brand.features.conflictTool) throw notFound();
  const { api } = await requireUser(request, context);
  const choice = choiceOf(new URL(request.url).searchParams);
  const teams = await listTeams(api);
  const complete = choice.a !== null && (choice.b !== null || choice.team !== null);
  if (complete) {
    try {
      const { data } = await api.call(comparisons.conflict, { query: apiQuery(choice) });
      const person = (p: ConflictJson["a"]): ChosenPerson => ({ ...p, company: p.company.name, finished: true });
      return {
        choice,
        a: person(data.a),
        b: data.b.kind === "person" ? person(data.b) : null,
        teams,
        result: data,
        problem: null,
      };
    } catch (error) {
      if (!(error instanceof ApiRequestError) || ![404, 409].includes(error.status)) throw error;
      const [a, b] = await Promise.all([
        chosenPerson(api, choice.a!),
        choice.b === null ? null : chosenPerson(api, choice.b),
      ]);
      const problem =
        error.status === 409
          ? { kind: "unfinished" as const, message: error.message }
          : {
              kind: "not-found" as const,
              message:
                choice.team !== null && a
                  ? "This team could not be found. Choose another team or a person."
                  : "Someone in this link could not be found. Choose again.",
            };
      return { choice, a, b, teams, result: null, problem };
    }
  }
  const [a, b] = await Promise.all([
    choice.a === null ? null : chosenPerson(api, choice.a),
    choice.b === null ? null : chosenPerson(api, choice.b),
  ]);
  return { choice, a, b, teams, result: null, problem: null };
}

/** /conflict.pdf?a=…&b=… (or &team=…): the one-page conversation plan. */
export async function downloadConversationPlan({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (!brand.features.conflictTool) throw notFound();
  const { api } = await requireUser(request, context);
  const choice = choiceOf(new URL(request.url).searchParams);
  if (choice.a === null || (choice.b === null && choice.team === null))
    return plainText("Choose the two sides of the conversation first.", 400);
  return pdfDownload(
    () => api.stream(comparisons.conflictPdf, { query: apiQuery(choice) }, PDF_STREAM),
    "conversation-plan.pdf",
    { unready: "Not everyone has finished the assessment yet." },
  );
}
