import type { Request, Router } from "express";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { readLocalObject, verifySignature, writeLocalObject, type LocalStorage } from "./local";
import { fileStorageFor } from "./storage";

/** The largest upload the local store takes at all (each URL also signs its exact size). */
const HARD_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The local file store's end of presigned URLs (public: the signature is the permission). PUT stores exactly the
 * signed size and type; GET answers the file as an attachment. Unsigned, tampered or expired URLs answer 403, as
 * S3 does. With S3 configured these routes answer 404. Mounted before the JSON parser: bodies are raw bytes.
 */
export function filesRoutes(deps: ApiDeps): Router {
  const router = createRouter();

  const local = async (): Promise<LocalStorage> => {
    const storage = await fileStorageFor(deps);
    if (storage.kind !== "local") throw ApiError.notFound();
    return storage as LocalStorage;
  };

  const keyOf = (req: Request) => (req.params as Record<string, string>)[0] ?? "";
  const expired = (storage: LocalStorage, expires: number) =>
    !Number.isInteger(expires) || expires < Math.floor(storage.now() / 1000);

  router.put("/files/*", async (req, res) => {
    const storage = await local();
    const key = keyOf(req);
    const q = req.query as Record<string, string | undefined>;
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
    if (expired(storage, expires)) throw ApiError.forbidden("The upload URL has expired");
    const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (contentType !== type.toLowerCase()) {
      throw ApiError.badRequest([
        { path: "Content-Type", message: `must be ${type}, as the upload URL was signed for` },
      ]);
    }
    const wrongSize = () =>
      ApiError.badRequest([
        { path: "Content-Length", message: `must be ${size} bytes, as the upload URL was signed for` },
      ]);
    const bytes = await readBody(req, Math.min(size, HARD_LIMIT_BYTES), wrongSize);
    if (bytes.length !== size) throw wrongSize();
    await writeLocalObject(dir, bytes, type);
    res.status(200).json({ file_key: key, size });
  });

  router.get("/files/*", async (req, res) => {
    const storage = await local();
    const key = keyOf(req);
    const q = req.query as Record<string, string | undefined>;
    const expires = Number(q.expires);
    const name = q.name ?? "";
    const dir = storage.pathOf(key);
    if (
      !dir ||
      q.op !== "get" ||
      !q.token ||
      !verifySignature(storage.secret, { op: "get", key, expires, name }, q.token)
    ) {
      throw ApiError.forbidden("The download URL is not valid");
    }
    if (expired(storage, expires)) throw ApiError.forbidden("The download URL has expired");
    const object = await readLocalObject(dir);
    if (!object) throw ApiError.notFound("No such file");
    res.setHeader("Content-Type", object.contentType);
    res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name || "file")}`);
    res.setHeader("Cache-Control", "private, no-store");
    res.sendFile(object.data);
  });

  return router;
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
