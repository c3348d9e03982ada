import { asc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { companies, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { ProfileJson } from "./contract";

/** Spec §3's profile of the acting user, with superAdmin while a super admin acts as them. */
export async function getProfile(db: Database, auth: Auth): Promise<ProfileJson> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, auth.actor.id));
  if (!row) throw ApiError.notFound("No user found");
  const scoped = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companiesInScope(auth.actor))
    .orderBy(asc(companies.name));
  const { user, company } = row;
  return {
    id: user.id,
    email: user.email,
    first: user.first,
    last: user.last,
    company: {
      id: company.id,
      name: company.name,
      go_high_level_location_id: company.goHighLevelLocationId,
      industry: company.industry,
      created_at: company.createdAt.toISOString(),
      companies: scoped,
    },
    company_id: company.id,
    auth_role: user.authRole,
    active: user.active === 1 ? 1 : 0,
    created_at: user.createdAt.toISOString(),
    permissions: { can_view_hiring_pipeline: user.canViewHiringPipeline, can_view_eeo: user.canViewEeo },
    ...(auth.superAdmin && {
      superAdmin: {
        id: auth.superAdmin.id,
        email: auth.superAdmin.email,
        first: auth.superAdmin.first,
        last: auth.superAdmin.last,
      },
    }),
  };
}
