import type { Request } from "express";
import { ApiError } from "../http/errors";
import { verifySignature, writeLocalObject, type LocalStorage } from "./local";
import { urlExpired } from "./local-store";

/** The largest upload the local store takes at all (each URL also signs its exact size). */
const HARD_LIMIT_BYTES = 20 * 1024 * 1024;

/** Stores the body of a PUT to a presigned upload URL: exactly the signed size and type. */
export async function uploadFile(
  storage: LocalStorage,
  key: string,
  q: { op?: string; expires?: string; type?: string; size?: string; token?: string },
  req: Request,
) {
  const expires = Number(q.expires);
  const size = Number(q.size);
  const type = q.type ?? "";
  const dir = storage.pathOf(key);
  if (
    !dir ||
    q.op !== "put" ||
    !q.token ||
    !verifySignature(storage.secret, { op: "put", key, expires, type, size }, q.token)
  ) {
    throw ApiError.forbidden("The upload URL is not valid");
  }
  if (urlExpired(storage, expires)) throw ApiError.forbidden("The upload URL has expired");
  const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (contentType !== type.toLowerCase()) {
    throw ApiError.badRequest([{ path: "Content-Type", message: `must be ${type}, as the upload URL was signed for` }]);
  }
  const wrongSize = () =>
    ApiError.badRequest([
      { path: "Content-Length", message: `must be ${size} bytes, as the upload URL was signed for` },
    ]);
  const bytes = await readBody(req, Math.min(size, HARD_LIMIT_BYTES), wrongSize);
  if (bytes.length !== size) throw wrongSize();
  await writeLocalObject(dir, bytes, type);
  return { file_key: key, size };
}

/** The request body, refusing more than `limit` bytes (`tooLarge()`) without reading on. */
function readBody(req: Request, limit: number, tooLarge: () => ApiError): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      reject(tooLarge());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      total += chunk.length;
      if (total > limit) {
        refused = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
