// What the company operations share: the company row with its franchise and logo date, as JSON.
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { companies, companyLogos, franchises } from "../../server/db/schema/index";
import type { CompanyJson } from "./contract";
import { productTypeJson } from "./product-type";

export const companyColumns = {
  company: companies,
  franchise: { id: franchises.id, name: franchises.name },
  logoUpdatedAt: companyLogos.updatedAt,
};

export function companyQuery(db: Database) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id));
}

export function toCompanyJson(row: {
  company: typeof companies.$inferSelect;
  franchise: { id: number; name: string } | null;
  logoUpdatedAt: Date | null;
}): CompanyJson {
  const { company, franchise } = row;
  return {
    id: company.id,
    name: company.name,
    industry: company.industry,
    go_high_level_location_id: company.goHighLevelLocationId,
    ...productTypeJson(company.productType),
    franchise: franchise && franchise.id !== null ? { id: franchise.id, name: franchise.name } : null,
    franchise_id: company.franchiseId,
    default_language: isLanguage(company.defaultLanguage) ? company.defaultLanguage : DEFAULT_LANGUAGE,
    has_logo: row.logoUpdatedAt !== null,
    logo_updated_at: row.logoUpdatedAt?.toISOString() ?? null,
    created_at: company.createdAt.toISOString(),
  };
}
