import crypto from "node:crypto";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyLogos } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { LOGO_MAX_BYTES, type LogoType } from "./contract";

/** The image type by its first bytes (never by what the client claims): PNG, JPEG, or null for anything else. */
export function sniffImage(bytes: Buffer): LogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));

/** Checks an uploaded logo: present, at most 1 MB, and really a PNG or JPEG (SVG is refused: it can carry scripts). */
export function checkLogo(bytes: Buffer, declared?: string): LogoType {
  if (bytes.length === 0) throw ApiError.badRequest([{ path: "file", message: "is empty" }]);
  if (bytes.length > LOGO_MAX_BYTES)
    throw new ApiError(413, "Payload Too Large", [{ path: "file", message: "must be at most 1 MB" }]);
  const type = sniffImage(bytes);
  if (!type) {
    const message =
      looksLikeSvg(bytes) || declared === "image/svg+xml"
        ? "must be a PNG or JPEG image (SVG is not accepted: it can carry scripts)"
        : "must be a PNG or JPEG image";
    throw new ApiError(415, "Unsupported Media Type", [{ path: "file", message }]);
  }
  if (declared && declared !== type) {
    throw new ApiError(415, "Unsupported Media Type", [
      { path: "content_type", message: `does not match the image (${type})` },
    ]);
  }
  return type;
}

export async function putLogo(db: Database, actor: Actor, companyId: number, bytes: Buffer, declared?: string) {
  await findCompanyInScope(db, actor, companyId);
  const contentType = checkLogo(bytes, declared);
  const values = {
    contentType,
    data: bytes,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    updatedAt: new Date(),
    updatedByUserId: actor.id,
  };
  await db
    .insert(companyLogos)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: values });
  return {
    content_type: contentType,
    size: bytes.length,
    sha256: values.sha256,
    updated_at: values.updatedAt.toISOString(),
  };
}
