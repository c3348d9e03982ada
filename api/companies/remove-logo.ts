import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyLogos } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";

export async function deleteLogo(db: Database, actor: Actor, companyId: number) {
  await findCompanyInScope(db, actor, companyId);
  const deleted = await db
    .delete(companyLogos)
    .where(eq(companyLogos.companyId, companyId))
    .returning({ id: companyLogos.companyId });
  if (deleted.length === 0) throw ApiError.notFound("This company has no logo");
}
