// Shapes of the AI panels (safe for browser code).
import type { ActionResult } from "~/ui/action";
import type { CandidateAnalysisJson } from "../../api/candidate-analysis/contract";
import type { ChatJson, ChatMessageJson, CitationJson } from "../../api/chat/contract";

export type { CandidateAnalysisJson, ChatJson, ChatMessageJson, CitationJson };

export interface AiPanelsData {
  analysis: CandidateAnalysisJson | null;
  chat: ChatJson | null;
  /** Why the panels could not load (the rest of the report still shows). */
  error: string | null;
}

export interface AiActionData {
  analysis?: CandidateAnalysisJson;
  answer?: ChatMessageJson;
  feedback?: ChatMessageJson;
}

export type AiActionResult = ActionResult<AiActionData>;

/** The benchmark the report page uses, and whether the user picked it there (else the rule chose it). */
export interface PageBenchmark {
  id: number;
  name: string;
  picked: boolean;
}

/** Where on the report page a citation's passage is shown, when it is (report texts, scores, the fit). */
export function citationHref(citation: Pick<CitationJson, "kind" | "ref">): string | null {
  if (citation.kind === "report") return `#text-${citation.ref.charAt(0)}`;
  if (citation.kind === "score") return citation.ref.startsWith("benchmark:") ? "#fit" : "#profile";
  return null;
}
