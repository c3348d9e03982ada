// The wording of "How we use automated tools" (a company's public notice for the people it assesses): per tool,
// what it does, the data it uses and the human oversight, in plain words for the person assessed, in the page's
// language (the `automated-tools` messages). A tool that uses AI says so in its name; the same tool without AI says
// that instead (the labelled default, ADR 042).
import type { Translate } from "~/i18n/useT";
import type { AutomatedTool, AutomatedToolJson } from "../../api/automated-tools/contract";

export interface ToolText {
  name: string;
  does: string;
  data: string;
  oversight: string;
}

/** The tools that have an AI variant (the others work by fixed rules only). */
const WITH_AI: ReadonlySet<AutomatedTool> = new Set(["summary", "chat", "resume_analysis"]);

export function toolText(t: Translate, { tool, ai }: AutomatedToolJson, company: string): ToolText {
  const variant = ai && WITH_AI.has(tool) ? "ai" : "rules";
  const text = (part: keyof ToolText) => t(`automated-tools.${tool}.${variant}.${part}`, { company });
  // Whatever an AI service receives, the contact details never go with it: said under each AI tool's data.
  const data = variant === "ai" ? `${text("data")} ${t("automated-tools.sentToAi")}` : text("data");
  return { name: text("name"), does: text("does"), data, oversight: text("oversight") };
}

/** How long the data is kept: the company's retention period (api/utils/retention.ts), or no fixed period. */
export function retentionText(t: Translate, company: string, days: number | null): string {
  return days === null
    ? t("automated-tools.retention.none", { company })
    : t("automated-tools.retention.days", { company, days });
}

/** The page's address for a company, by its assessment link token. */
export const automatedToolsPath = (link: string) => `/automated-tools/${encodeURIComponent(link)}`;

/** The link's words in English, where a page did not load the `automated-tools` messages. */
export const AUTOMATED_TOOLS_LINK = "How we use automated tools";
