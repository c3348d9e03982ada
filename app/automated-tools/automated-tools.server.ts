// The loader of "How we use automated tools" (/automated-tools/{link}): the company behind an assessment link and
// what is switched on for it, in the person's language (their choice, their browser's, else the company's default).
// Public: no session is read.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { translator } from "~/i18n/useT";
import { automatedToolsContract } from "../../api/automated-tools/contract";

const NAMESPACES = ["automated-tools"] as const;

export async function loadAutomatedTools({ request, params, context }: LoaderFunctionArgs) {
  try {
    const body = await apiClient(context, null).call(automatedToolsContract.get, {
      params: { token: params.link ?? "" },
    });
    return { ...body.data, i18n: await candidateI18n(request, NAMESPACES, body.data.company.default_language) };
  } catch (error) {
    // A mangled or unknown link names no company: the page's 404, in the person's language.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      const t = translator(await candidateI18n(request, NAMESPACES));
      throw new Response(t("common.error.pageNotFound"), { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}
