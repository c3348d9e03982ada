import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS, type FileStorage } from "./storage";

/**
 * The S3 adapter of the file storage port, by configuration (S3_BUCKET), on the AWS SDK: SigV4-presigned URLs for
 * the browser's uploads and downloads, the SDK's commands for what the server itself reads. Works with AWS
 * (virtual-hosted URLs) and with S3-compatible stores at S3_ENDPOINT (path-style URLs). Loaded only when S3 is
 * configured (storage.ts), so the local store never pays for the SDK.
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

export function createS3Storage(options: S3Options): FileStorage {
  const now = options.now ?? (() => new Date());
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = options.bucket;
  const missing = (error: unknown) =>
    error instanceof S3ServiceException && [403, 404].includes(error.$metadata.httpStatusCode ?? 0);

  return {
    kind: "s3",
    async presignUpload({ key, contentType, size, expiresInSeconds = UPLOAD_URL_TTL_SECONDS }) {
      // Type and length are signed: S3 refuses a PUT of other bytes than the ones asked for.
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size });
      const upload_url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signingDate: now(),
        signableHeaders: new Set(["content-type", "content-length"]),
      });
      return {
        upload_url,
        method: "PUT",
        headers: { "Content-Type": contentType },
        file_key: key,
        expires_at: new Date(now().getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },
    presignDownload({ key, fileName, expiresInSeconds = DOWNLOAD_URL_TTL_SECONDS }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\]/g, "_")}"`,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: now() });
    },
    async head(key) {
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }), {
          abortSignal: AbortSignal.timeout(10_000),
        });
        return { size: object.ContentLength ?? 0, contentType: object.ContentType ?? null };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }), {
          abortSignal: AbortSignal.timeout(30_000),
        });
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }), { abortSignal: AbortSignal.timeout(10_000) });
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
  };
}
