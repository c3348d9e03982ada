import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  DOWNLOAD_URL_TTL_SECONDS,
  isValidKey,
  UPLOAD_URL_TTL_SECONDS,
  type FileStorage,
  type StoredObject,
} from "./storage";

/**
 * The embedded default of the file storage port: files in a local directory, reached through this API's
 * `/files/<key>` with a signature that expires — the same protocol as S3 presigned URLs (PUT exactly the signed
 * size and type; GET as an attachment). The signature travels in `token`, which the request log masks.
 */
export interface LocalStorageOptions {
  dir: string;
  /** The public base URL of the `/files` routes, e.g. `https://app.example.com/api/v2/files`. */
  baseUrl: string;
  secret: Buffer;
  now?: () => number;
}

/** What a signature covers: the operation, the key, the expiry and (for uploads) the exact type and size. */
export interface SignedParams {
  op: "put" | "get";
  key: string;
  expires: number;
  type?: string;
  size?: number;
  name?: string;
}

export function signParams(secret: Buffer, p: SignedParams): string {
  const text = [p.op, p.key, p.expires, p.type ?? "", p.size ?? "", p.name ?? ""].join("\n");
  return crypto.createHmac("sha256", secret).update(text).digest("base64url");
}

export function verifySignature(secret: Buffer, p: SignedParams, token: string): boolean {
  const expected = Buffer.from(signParams(secret, p));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

export interface LocalStorage extends FileStorage {
  readonly kind: "local";
  /** The folder of a key's object (never outside the directory), or null for a key the API would not make. */
  pathOf(key: string): string | null;
  readonly secret: Buffer;
  readonly now: () => number;
}

export function createLocalStorage({ dir, baseUrl, secret, now = Date.now }: LocalStorageOptions): LocalStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    if (!isValidKey(key)) return null;
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : null;
  };
  // Each object is a folder of its own: the bytes and, beside them, their type.
  const objectOf = (key: string) => {
    const dir = pathOf(key);
    return dir ? { data: path.join(dir, "object"), meta: path.join(dir, "meta.json") } : null;
  };
  const expiry = (seconds: number) => Math.floor(now() / 1000) + seconds;

  return {
    kind: "local",
    pathOf,
    secret,
    now,
    async presignUpload({ key, contentType, size, expiresInSeconds = UPLOAD_URL_TTL_SECONDS }) {
      if (!pathOf(key)) throw new Error(`invalid file key: ${key}`);
      const expires = expiry(expiresInSeconds);
      const params: SignedParams = { op: "put", key, expires, type: contentType, size };
      const query = new URLSearchParams({
        op: "put",
        expires: String(expires),
        type: contentType,
        size: String(size),
        token: signParams(secret, params),
      });
      return {
        upload_url: `${baseUrl}/${encodeKey(key)}?${query}`,
        method: "PUT",
        headers: { "Content-Type": contentType },
        file_key: key,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },
    async presignDownload({ key, fileName, expiresInSeconds = DOWNLOAD_URL_TTL_SECONDS }) {
      const expires = expiry(expiresInSeconds);
      const query = new URLSearchParams({
        op: "get",
        expires: String(expires),
        name: fileName,
        token: signParams(secret, { op: "get", key, expires, name: fileName }),
      });
      return `${baseUrl}/${encodeKey(key)}?${query}`;
    },
    async head(key) {
      const object = objectOf(key);
      if (!object) return null;
      try {
        const meta = JSON.parse(await fs.promises.readFile(object.meta, "utf8")) as StoredObject;
        const stat = await fs.promises.stat(object.data);
        return { size: stat.size, contentType: meta.contentType ?? null };
      } catch {
        return null;
      }
    },
    async read(key) {
      const object = objectOf(key);
      if (!object) return null;
      return fs.promises.readFile(object.data).catch(() => null);
    },
    async delete(key) {
      const dir = pathOf(key);
      if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Stores an upload's bytes in the object's folder (written to a temporary file, then renamed, so a reader never
 * sees half a file) with its content type beside them.
 */
export async function writeLocalObject(dir: string, bytes: Buffer, contentType: string) {
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `upload-${crypto.randomBytes(6).toString("hex")}.tmp`);
  await fs.promises.writeFile(tmp, bytes);
  await fs.promises.writeFile(path.join(dir, "meta.json"), JSON.stringify({ contentType, size: bytes.length }));
  await fs.promises.rename(tmp, path.join(dir, "object"));
}

/** The stored bytes' path and type of an object folder, or null when nothing was uploaded there. */
export async function readLocalObject(dir: string): Promise<{ data: string; contentType: string } | null> {
  try {
    const meta = JSON.parse(await fs.promises.readFile(path.join(dir, "meta.json"), "utf8")) as StoredObject;
    await fs.promises.access(path.join(dir, "object"));
    return { data: path.join(dir, "object"), contentType: meta.contentType ?? "application/octet-stream" };
  } catch {
    return null;
  }
}
