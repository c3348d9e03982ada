// Files the app hands to the API's file store: the form posts the file here, and this server PUTs it to the presigned
// upload URL the API answered (api/files/storage.ts), as a browser would. Used by the job application form and the
// person's page (a resume attached by staff).
import type { AppLoadContext } from "@remix-run/node";
import { ApiRequestError } from "./client.server";

const EXTENSION_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  rtf: "application/rtf",
  txt: "text/plain",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** A file's type as the browser said, or from its extension when the browser said nothing useful. */
export function contentTypeOf(file: File): string {
  if (file.type && file.type !== "application/octet-stream") return file.type.toLowerCase();
  return EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/**
 * Where this server PUTs bytes for a presigned upload URL. The local store's URLs point at the public address of
 * this same API (for browsers); the server reaches it over its internal base instead of going out and back in.
 */
export function serverUploadUrl(context: AppLoadContext, uploadUrl: string): string {
  const { PUBLIC_URL, apiBaseUrl } = context.services.env;
  const publicApi = `${PUBLIC_URL}/api/v2/`;
  return uploadUrl.startsWith(publicApi) ? `${apiBaseUrl}/${uploadUrl.slice(publicApi.length)}` : uploadUrl;
}

/** PUTs a file to a presigned upload URL (the API's answer), as a browser would. */
export async function putToPresignedUrl(
  context: AppLoadContext,
  upload: { upload_url: string; headers: Record<string, string> },
  bytes: ArrayBuffer,
) {
  const res = await fetch(serverUploadUrl(context, upload.upload_url), {
    method: "PUT",
    headers: upload.headers,
    body: bytes,
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new ApiRequestError(res.status, "The file could not be uploaded. Please try again.");
}
