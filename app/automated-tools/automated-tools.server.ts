// The loader of "How we use automated tools" (/automated-tools/{link}): the company behind an assessment link and
// what is switched on for it. Public: no session is read.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { automatedToolsContract } from "../../api/automated-tools/contract";

export async function loadAutomatedTools({ params, context }: LoaderFunctionArgs) {
  try {
    const body = await apiClient(context, null).call(automatedToolsContract.get, {
      params: { token: params.link ?? "" },
    });
    return body.data;
  } catch (error) {
    // A mangled or unknown link names no company: the page's 404.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}
