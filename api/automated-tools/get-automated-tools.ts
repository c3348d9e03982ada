import { eq } from "drizzle-orm";
import brand from "~brand";
import type { AiPort } from "../ai/port";
import type { Database } from "../../server/db/client";
import { companies, companyDataSettings, roleBenchmarks } from "../../server/db/schema/index";
import { benchmarksFor } from "../role-benchmarks/model";
import { unknownLink } from "../surveys/errors";
import { isLanguage } from "../../domain/languages";
import type { AutomatedToolJson, AutomatedToolsJson } from "./contract";

/**
 * GET /automated-tools/{token}: what is switched on for the company behind an assessment link. A tool is listed
 * when the brand ships it and it applies to the company; the AI texts say whether a model writes them (the company's
 * AI switch and a configured AI service) or fixed rules do (the labelled default, ADR 042).
 */
export async function getAutomatedTools(db: Database, ai: AiPort, token: string): Promise<AutomatedToolsJson> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      defaultLanguage: companies.defaultLanguage,
      retentionDays: companyDataSettings.retentionDays,
    })
    .from(companies)
    .leftJoin(companyDataSettings, eq(companyDataSettings.companyId, companies.id))
    .where(eq(companies.assessmentToken, token));
  if (!company) throw unknownLink();

  const usesAi = await ai.allowedFor(company.id);
  const [benchmark] = await db
    .select({ id: roleBenchmarks.id })
    .from(roleBenchmarks)
    .where(benchmarksFor(company.id))
    .limit(1);
  const { features } = brand;
  const tools: AutomatedToolJson[] = [];
  // A fit is scored only against a benchmark that applies to the company (ADR 056).
  if (benchmark) tools.push({ tool: "fit_scores", ai: false });
  if (features.aiChat) tools.push({ tool: "summary", ai: usesAi }, { tool: "chat", ai: usesAi });
  if (features.resumeAnalysis) tools.push({ tool: "resume_analysis", ai: usesAi });
  // The instant interview's questions are chosen by rules from the fit's gaps; people read the answers.
  if (features.interviewQuestions && (features.interviewAfterApplication || features.interviewAfterBenchmark)) {
    tools.push({ tool: "instant_interview", ai: false });
  }
  return {
    company: {
      name: company.name,
      default_language: isLanguage(company.defaultLanguage) ? company.defaultLanguage : "en",
    },
    tools,
    retention_days: company.retentionDays ?? null,
    // Companies have no contact address of their own in the product: the provider's support answers for them.
    contact_email: brand.wording.supportContact,
  };
}
