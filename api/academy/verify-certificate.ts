import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyCertificates } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { normaliseCode } from "./scoring";

/** GET /academy/certificates/verify?code=: what the certificate says (name, course, day), nothing more. */
export async function verifyCertificate(db: Database, code: string) {
  const [row] = await db
    .select({
      holderName: academyCertificates.holderName,
      courseTitle: academyCertificates.courseTitle,
      issuedAt: academyCertificates.issuedAt,
    })
    .from(academyCertificates)
    .where(eq(academyCertificates.code, normaliseCode(code)));
  if (!row) throw ApiError.notFound("No certificate has this code");
  return { holder_name: row.holderName, course_title: row.courseTitle, issued_at: row.issuedAt.toISOString() };
}
