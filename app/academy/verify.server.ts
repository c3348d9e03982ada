// The public verification of a certificate (/academy/verify?code=): anyone holding a code sees the name, the
// course and the day on it, nothing else. It exists only where the academy does (brand feature and the remote flag,
// evaluated anonymously); elsewhere it is not found.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { apiClient, ApiRequestError, notFound } from "~/api/client.server";
import { evaluateFlags } from "~/flags.server";
import { academyContract as academy } from "../../api/academy/contract";

export type Verification =
  | { state: "empty" }
  | { state: "valid"; holder_name: string; course_title: string; issued_at: string }
  | { state: "unknown" }
  | { state: "invalid"; message: string };

export async function loadVerification({ request, context }: LoaderFunctionArgs) {
  if (!brand.features.academy || !(await evaluateFlags(context, null)).academy) throw notFound();
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim().slice(0, 100);
  if (!code) return { code, result: { state: "empty" } as Verification };
  try {
    const { data } = await apiClient(context, null).call(academy.verify, { query: { code } });
    return { code, result: { state: "valid", ...data } as Verification };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      return { code, result: { state: "unknown" } as Verification };
    if (error instanceof ApiRequestError && error.status === 400)
      return {
        code,
        result: { state: "invalid", message: "Enter the code as printed on the certificate." } as Verification,
      };
    throw error;
  }
}
