// "How we use automated tools" (a company's public notice for the people it assesses): which automated tools are
// switched on for the company, whether AI is involved in each, how long their data is kept and whom to ask. Public,
// found by the company's assessment link token (already public in its assessment links and funnels), never by the
// company's sequential id.
import { z } from "zod";
import { operation } from "../http/contract";
import { linkToken } from "../surveys/contract";
import { LANGUAGES } from "../../domain/languages";

export const AUTOMATED_TOOLS = ["fit_scores", "summary", "chat", "resume_analysis", "instant_interview"] as const;
export type AutomatedTool = (typeof AUTOMATED_TOOLS)[number];

export const automatedToolJson = z.object({
  tool: z.enum(AUTOMATED_TOOLS),
  /** Whether an AI model is involved (the company allows AI and an AI service is configured); else fixed rules. */
  ai: z.boolean(),
});
export type AutomatedToolJson = z.infer<typeof automatedToolJson>;

export const automatedToolsJson = z.object({
  company: z.object({
    name: z.string(),
    /** The language the company's candidate pages fall back to (after the person's choice and their browser's). */
    default_language: z.enum(LANGUAGES),
  }),
  /** The tools switched on for the company, in a fixed order; a tool switched off is not listed. */
  tools: z.array(automatedToolJson),
  /** Days an assessment or application is kept after it was made (the company's data-care setting); null: no limit. */
  retention_days: z.number().int().nullable(),
  /** Whom to ask about the tools: the company's contact when it has one, else the provider's support address. */
  contact_email: z.string(),
});
export type AutomatedToolsJson = z.infer<typeof automatedToolsJson>;

export const automatedToolsContract = {
  get: operation({
    method: "GET",
    path: "/automated-tools/:token",
    summary: "The automated tools a company uses on the people it assesses, by its assessment link token",
    description:
      "Answers which automated tools (fit scores, AI texts, resume analysis, instant interview) are switched on for the company behind an assessment link, whether AI is involved, how long the data is kept and whom to contact.",
    access: "public",
    params: z.object({ token: linkToken }),
    response: z.object({ data: automatedToolsJson }),
    errors: [400, 404],
  }),
};
