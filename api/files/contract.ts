// The local file store's end of presigned URLs (api/files/local.ts): public, as the signature in the URL is the
// permission. Unsigned, tampered or expired URLs answer 403, as S3 does; with S3 configured these answer 404.
import { z } from "zod";
import { operation } from "../http/contract";

/** A key of the store, slashes and all: `/files/<key>`. */
export const fileKeyParam = z.object({ key: z.string() });

// A parameter given twice is a tampered URL: it fails the signature (403) like any other change.
const signed = z.preprocess((v) => (Array.isArray(v) ? "" : v), z.string().optional());

export const uploadQuery = z.object({ op: signed, expires: signed, type: signed, size: signed, token: signed });
export const downloadQuery = z.object({ op: signed, expires: signed, name: signed, token: signed });

export const filesContract = {
  put: operation({
    method: "PUT",
    // `:key(*)`: the key spans slashes.
    path: "/files/:key(*)",
    summary:
      "Upload to a presigned URL: exactly the signed size, with the signed Content-Type (any type of file, as the " +
      "raw body)",
    description:
      "The target of an upload URL the API handed out: the body is the file's raw bytes. The URL's signature is the permission (403 when unsigned, tampered or expired).",
    access: "public",
    params: fileKeyParam,
    query: uploadQuery,
    response: z.object({ file_key: z.string(), size: z.number().int() }),
    errors: [400, 403, 404],
  }),
  get: operation({
    method: "GET",
    path: "/files/:key(*)",
    summary: "Download from a presigned URL: the file as an attachment",
    description:
      "The target of a download URL the API handed out: answers the file's bytes as an attachment. The URL's signature is the permission (403 when unsigned, tampered or expired).",
    access: "public",
    params: fileKeyParam,
    query: downloadQuery,
    produces: "application/octet-stream",
    errors: [403, 404],
  }),
};
