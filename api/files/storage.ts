import crypto from "node:crypto";
import type { Env } from "../../server/env";
import { resolveSessionSecret } from "../../server/secrets";
import type { Database } from "../../server/db/client";
import { createLocalStorage } from "./local";

/**
 * The file storage port (architecture: presigned-URL uploads). A client asks the API for an upload URL, PUTs the
 * bytes there itself, then names the file's key in its next call; the API checks the object exists before it
 * uses the key. Two adapters speak the same protocol:
 * - S3 (S3_BUCKET set): SigV4-presigned URLs of the bucket, through the AWS SDK;
 * - local (default): this API's `/files/*` with an HMAC signature that expires, files under UPLOAD_DIR.
 * Generic on purpose: resumes, candidate imports and later logos use it with their own key prefix.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** A URL to PUT exactly `size` bytes of `contentType` at `key`, valid for `expiresInSeconds` (default 15 min). */
  presignUpload(input: UploadRequest): Promise<PresignedUpload>;
  /** A URL to GET the object as an attachment named `fileName`, valid for `expiresInSeconds` (default 5 min). */
  presignDownload(input: { key: string; fileName: string; expiresInSeconds?: number }): Promise<string>;
  /** The object's size and type, or null when nothing was uploaded at `key`. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or null when absent. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export interface UploadRequest {
  key: string;
  contentType: string;
  size: number;
  expiresInSeconds?: number;
}

/** What an upload-URL call answers (field names as the API's JSON has them). */
export interface PresignedUpload {
  upload_url: string;
  method: "PUT";
  /** Headers the PUT must carry exactly as given (they are part of the signature). */
  headers: Record<string, string>;
  file_key: string;
  expires_at: string;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/**
 * A fresh object key: `<prefix>/<random>/<file name made safe>`. The random part makes keys unguessable and
 * unique; the name keeps downloads recognisable. Prefixes say what owns the object (e.g. `jobs/<uuid>/resumes`).
 */
export function newFileKey(prefix: string, fileName: string): string {
  return `${prefix}/${crypto.randomBytes(12).toString("base64url")}/${safeFileName(fileName)}`;
}

/** A file name reduced to letters, digits, dot, dash and underscore (at most 100 characters, never empty). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    // Accents go (é → e); anything else unsafe becomes "_".
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100);
  return cleaned || "file";
}

/** Keys the API made: segments of safe characters, no "..", no leading slash. */
export function isValidKey(key: string): boolean {
  return /^[\w-]+(\/[\w.-]+)+$/.test(key) && !key.split("/").some((s) => s === "." || s === "..") && key.length <= 400;
}

const byDeps = new WeakMap<object, Promise<FileStorage>>();

/** The storage this API instance uses (one per deps object): S3 when configured, otherwise the local store. */
export function fileStorageFor(deps: { env: Env; db: Database }): Promise<FileStorage> {
  let storage = byDeps.get(deps);
  if (!storage) {
    storage = createFileStorage(deps);
    byDeps.set(deps, storage);
    storage.catch(() => byDeps.delete(deps));
  }
  return storage;
}

async function createFileStorage({ env, db }: { env: Env; db: Database }): Promise<FileStorage> {
  if (env.S3_BUCKET) {
    // Imported on first use: a server on the local store never loads the AWS SDK.
    const { createS3Storage } = await import("./s3");
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    });
  }
  // One secret for everything this server signs; the file signatures use a key derived from it.
  const secret = crypto
    .createHmac("sha256", await resolveSessionSecret(env, db))
    .update("file-storage-url-signatures")
    .digest();
  return createLocalStorage({ dir: env.UPLOAD_DIR, baseUrl: `${env.PUBLIC_URL}/api/v2/files`, secret });
}
