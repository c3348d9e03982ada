import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { askedIn } from "../self-identification/model";
import { companies, roleNames } from "../../server/db/schema/index";
import type { SurveyLink } from "./contract";
import { unknownLink } from "./errors";
import { asLanguage } from "./get-survey-progress";

export interface ResolvedSurveyLink extends Omit<SurveyLink, "self_identification"> {
  companyId: number;
}

/** The company behind an assessment link token and the role names it offers candidates; null if none. */
export async function findSurveyLink(db: Database, token: string): Promise<ResolvedSurveyLink | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, defaultLanguage: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.assessmentToken, token));
  if (!company) return null;
  const roles = await db
    .select({ id: roleNames.id, name: roleNames.name })
    .from(roleNames)
    .where(and(eq(roleNames.companyId, company.id), eq(roleNames.isPublic, true)))
    .orderBy(asc(roleNames.name));
  return {
    companyId: company.id,
    company: { name: company.name, default_language: asLanguage(company.defaultLanguage) },
    role_names: roles,
  };
}

/** GET /survey-links/:token (and the public role names): the link's company and roles, or 404. */
export async function getSurveyLink(db: Database, token: string): Promise<SurveyLink> {
  const link = await findSurveyLink(db, token);
  if (!link) throw unknownLink();
  return {
    company: link.company,
    role_names: link.role_names,
    self_identification: await askedIn(db, link.companyId),
  };
}
