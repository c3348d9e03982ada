import type { Response } from "express";
import { ApiError } from "../http/errors";
import { readLocalObject, verifySignature, type LocalStorage } from "./local";
import { urlExpired } from "./local-store";

/** Answers a GET of a presigned download URL with the file, as an attachment. */
export async function downloadFile(
  storage: LocalStorage,
  key: string,
  q: { op?: string; expires?: string; name?: string; token?: string },
  res: Response,
) {
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
  if (urlExpired(storage, expires)) throw ApiError.forbidden("The download URL has expired");
  const object = await readLocalObject(dir);
  if (!object) throw ApiError.notFound("No such file");
  res.setHeader("Content-Type", object.contentType);
  res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(name || "file")}`);
  res.setHeader("Cache-Control", "private, no-store");
  res.sendFile(object.data);
}
