import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyLogos } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";

export async function getLogo(db: Database, actor: Actor, companyId: number) {
  await findCompanyInScope(db, actor, companyId);
  const [logo] = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId));
  if (!logo) throw ApiError.notFound("This company has no logo");
  return {
    content_type: logo.contentType,
    data_base64: logo.data.toString("base64"),
    sha256: logo.sha256,
    updated_at: logo.updatedAt.toISOString(),
  };
}
