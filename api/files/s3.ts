import crypto from "node:crypto";
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS, type FileStorage } from "./storage";

/**
 * The S3 adapter of the file storage port, by configuration (S3_BUCKET): AWS Signature Version 4 presigned URLs,
 * written out here (about sixty lines) rather than pulling in the AWS SDK. Works with AWS (virtual-hosted URLs)
 * and with S3-compatible stores at S3_ENDPOINT (path-style URLs).
 */
export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint; unset → https://<bucket>.s3.<region>.amazonaws.com. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  now?: () => Date;
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac("sha256", key).update(s).digest();

export interface PresignInput {
  method: "GET" | "PUT" | "HEAD" | "DELETE";
  /** Scheme and host, e.g. https://examplebucket.s3.amazonaws.com */
  origin: string;
  /** The object's path, already including the bucket for path-style URLs; segments are encoded here. */
  path: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  expiresInSeconds: number;
  /** Headers the request must carry, signed (lower-case names); `host` is always signed. */
  headers?: Record<string, string>;
  /** Extra query parameters (e.g. response-content-disposition), signed. */
  query?: Record<string, string>;
}

/** A SigV4 query-string presigned URL (AWS docs: "Authenticating Requests: Using Query Parameters"). */
export function presignS3Url(input: PresignInput): string {
  const url = new URL(input.origin);
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const headers: Record<string, string> = { host: url.host, ...lowerKeys(input.headers ?? {}) };
  const signedHeaders = Object.keys(headers).sort().join(";");
  const query: Record<string, string> = {
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Credential": `${input.accessKeyId}/${scope}`,
    "X-Amz-Date": amzDate,
    "X-Amz-Expires": String(input.expiresInSeconds),
    "X-Amz-SignedHeaders": signedHeaders,
    ...input.query,
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${rfc3986(k)}=${rfc3986(query[k])}`)
    .join("&");
  const canonicalPath = input.path
    .split("/")
    .map((segment) => rfc3986(segment))
    .join("/");
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((k) => `${k}:${headers[k].trim()}\n`)
    .join("");
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"), "aws4_request");
  const signature = crypto.createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `${url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

function lowerKeys(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

export function createS3Storage(options: S3Options): FileStorage {
  const now = options.now ?? (() => new Date());
  const location = (key: string) =>
    options.endpoint
      ? { origin: options.endpoint.replace(/\/$/, ""), path: `/${options.bucket}/${key}` }
      : { origin: `https://${options.bucket}.s3.${options.region}.amazonaws.com`, path: `/${key}` };
  const sign = (
    method: PresignInput["method"],
    key: string,
    expiresInSeconds: number,
    extra: Pick<PresignInput, "headers" | "query"> = {},
  ) =>
    presignS3Url({
      method,
      ...location(key),
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      date: now(),
      expiresInSeconds,
      ...extra,
    });

  return {
    kind: "s3",
    async presignUpload({ key, contentType, size, expiresInSeconds = UPLOAD_URL_TTL_SECONDS }) {
      // Type and length are signed: S3 refuses a PUT of other bytes than the ones asked for.
      const headers = { "content-type": contentType, "content-length": String(size) };
      return {
        upload_url: sign("PUT", key, expiresInSeconds, { headers }),
        method: "PUT",
        headers: { "Content-Type": contentType },
        file_key: key,
        expires_at: new Date(now().getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },
    async presignDownload({ key, fileName, expiresInSeconds = DOWNLOAD_URL_TTL_SECONDS }) {
      return sign("GET", key, expiresInSeconds, {
        query: { "response-content-disposition": `attachment; filename="${fileName.replace(/["\\]/g, "_")}"` },
      });
    },
    async head(key) {
      const res = await fetch(sign("HEAD", key, 60), { method: "HEAD", signal: AbortSignal.timeout(10_000) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 HEAD ${key}: ${res.status}`);
      return { size: Number(res.headers.get("content-length") ?? 0), contentType: res.headers.get("content-type") };
    },
    async read(key) {
      const res = await fetch(sign("GET", key, 60), { signal: AbortSignal.timeout(30_000) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await fetch(sign("DELETE", key, 60), { method: "DELETE", signal: AbortSignal.timeout(10_000) });
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    },
  };
}
