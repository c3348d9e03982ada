// The wording of "How we use automated tools" (a company's public notice for the people it assesses): per tool,
// what it does, the data it uses and the human oversight, in plain words for the person assessed. A tool that uses
// AI says so in its name; the same tool without AI says that instead (the labelled default, ADR 042).
import type { AutomatedTool, AutomatedToolJson } from "../../api/automated-tools/contract";

export interface ToolText {
  name: string;
  does: string;
  data: string;
  oversight: string;
}

type Texts = (company: string) => ToolText;

const SENT_TO_AI = "Your e-mail address, phone number, last name and postal address are never sent to the AI service.";

const TEXTS: Record<AutomatedTool, { ai?: Texts; rules: Texts }> = {
  fit_scores: {
    rules: (company) => ({
      name: "Fit scores",
      does: `Compares your questionnaire scores with the ranges ${company} set for the role (a role benchmark) and shows how closely they match. A result whose answers look unreliable is not ranked.`,
      data: "Your answers to the questionnaire, scored against a comparison group. Facets whose questions touch on health are left out unless the company has recorded why the role needs them.",
      oversight: `A person at ${company} reads your whole report. A fit score never turns anyone down or moves them on by itself.`,
    }),
  },
  summary: {
    ai: (company) => ({
      name: "AI hiring summary",
      does: `An AI model writes a short summary for ${company}'s hiring team: strengths, what to explore in an interview, and suggested interview questions.`,
      data: `Your first name, your questionnaire report and scores, how they fit the role's benchmark, your resume (its experience, skills and education, without contact details), and your written answers to the application and instant-interview questions. ${SENT_TO_AI}`,
      oversight:
        "The summary is marked as written by AI, and the team is asked to check it. A person decides; the summary decides nothing.",
    }),
    rules: (company) => ({
      name: "Hiring summary (no AI)",
      does: `A short summary for ${company}'s hiring team, put together by fixed rules from your report, your resume and your written answers. No AI is used.`,
      data: "Your first name, your questionnaire report and scores, how they fit the role's benchmark, the experience, skills and education on your resume, and your written answers to the application and instant-interview questions.",
      oversight: "The summary is marked as generated without AI. A person decides; the summary decides nothing.",
    }),
  },
  chat: {
    ai: (company) => ({
      name: "AI answers about your results",
      does: `${company}'s hiring team can ask questions about your report. An AI model answers from your report, your resume and your written answers only, and shows the passages each answer rests on.`,
      data: `Your first name, your questionnaire report and scores, how they fit the role's benchmark, your resume as analyzed (without contact details), your written answers to the application and instant-interview questions, and the team's question. ${SENT_TO_AI}`,
      oversight:
        "Each answer is marked as written by AI, with its sources, so the team can check it. A person decides; the answers decide nothing.",
    }),
    rules: (company) => ({
      name: "Questions about your results (no AI)",
      does: `${company}'s hiring team can ask questions about your report; the answer quotes the passages of your report, resume and written answers that answer it, or says that none does. No AI is used.`,
      data: "Your questionnaire report and scores, your resume as analyzed, your written answers to the application and instant-interview questions, and the team's question.",
      oversight: "Answers only quote what is already in your report. A person decides; the answers decide nothing.",
    }),
  },
  resume_analysis: {
    ai: () => ({
      name: "AI resume analysis",
      does: "When you apply with a resume, an AI model lists the experience, skills and education in it and checks it against the job's requirements, quoting the passage each check rests on.",
      data: `The text of your resume with contact details removed, and the job's title and requirements. ${SENT_TO_AI}`,
      oversight:
        "The analysis is marked as written by AI and shows its evidence, so the team can check it. A person decides; the analysis decides nothing.",
    }),
    rules: () => ({
      name: "Resume check (no AI)",
      does: "When you apply with a resume, fixed rules list the experience, skills and education in it and look for the job's requirements in it. No AI is used.",
      data: "The text of your resume, and the job's title and requirements.",
      oversight:
        "The check shows the passage each finding rests on, so the team can check it. A person decides; the check decides nothing.",
    }),
  },
  instant_interview: {
    rules: (company) => ({
      name: "Instant interview",
      does: "After the assessment you may be asked a few written questions. Fixed rules choose them from where your scores differ most from the role's benchmark. No AI is used.",
      data: "Your questionnaire scores and the role's benchmark; then the answers you write.",
      oversight: `People at ${company} read your answers. Nothing scores or ranks them automatically.`,
    }),
  },
};

export function toolText({ tool, ai }: AutomatedToolJson, company: string): ToolText {
  const texts = TEXTS[tool];
  return (ai && texts.ai ? texts.ai : texts.rules)(company);
}

/** How long the data is kept: the company's retention period (api/utils/retention.ts), or no fixed period. */
export function retentionText(company: string, days: number | null): string {
  if (days === null) {
    return `${company} has not set a fixed period: your assessment and application, and everything these tools made from them, are kept until they are deleted. You can ask for that at any time.`;
  }
  return `${company} keeps your assessment and application, and everything these tools made from them, for ${days} ${days === 1 ? "day" : "days"} after you submit them; after that they are due for deletion. You can ask for them to be deleted sooner.`;
}

/** The page's address for a company, by its assessment link token. */
export const automatedToolsPath = (link: string) => `/automated-tools/${encodeURIComponent(link)}`;

/** The link's words on the registration, application and thank-you pages. */
export const AUTOMATED_TOOLS_LINK = "How we use automated tools";
