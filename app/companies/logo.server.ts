import type { LoaderFunctionArgs } from "@remix-run/node";
import { companiesContract } from "../../api/companies/contract";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { idParam } from "~/ui/id-param.server";

/** A transparent 1×1 PNG. */
const EMPTY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * A company's logo as an image, for `<img>` in the app (browsers cannot send the API's bearer token themselves).
 * The API checks the company is in the viewer's scope; the bytes were checked to be PNG or JPEG at upload.
 */
export async function loadCompanyLogo({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  const id = idParam(params.id);
  // (A company outside the viewer's scope is a 404 from the API too: the same empty image, nothing revealed.)
  const logo = await api.call(companiesContract.getLogo, { params: { id } }).then(
    (answer) => answer.data,
    (error) => {
      // A page rendered while the company had a logo may ask after it was removed: an empty image, not a broken one.
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    },
  );
  if (!logo) return new Response(EMPTY_PNG, { headers: { "Content-Type": "image/png", "Cache-Control": "no-store" } });
  const etag = `"${logo.sha256}"`;
  const headers = {
    "Content-Type": logo.content_type,
    // The URL carries the logo's version (?v=), so a browser may keep it; it is private to the viewer's session.
    "Cache-Control": "private, max-age=86400",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": "inline",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(logo.data_base64, "base64"), { headers });
}
