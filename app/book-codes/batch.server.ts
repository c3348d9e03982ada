// One batch of book codes (/book-code-system/{id}): its codes (status, reader), revoking a code or the batch.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { notFoundOn404 } from "~/api/client.server";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import { plural } from "~domain/text";
import { bookCodesContract as bookCodes } from "../../api/book-codes/contract";
import { id } from "../../api/http/contract";

/** The batch id of the URL; anything else is no page (404). */
export function batchIdOf(params: { id?: string }): number {
  const parsed = id().safeParse(params.id);
  if (!parsed.success) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return parsed.data;
}

export async function loadBatch({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const batchId = batchIdOf(params);
  const query = listQuery(request, bookCodes.codes.query);
  const [{ data: batch }, { data: codes, meta }] = await Promise.all([
    // A batch out of the user's scope, or none of that id, is the page's 404.
    api.call(bookCodes.getBatch, { params: { id: batchId } }).catch(notFoundOn404),
    api.call(bookCodes.codes, { params: { id: batchId }, query }).catch(notFoundOn404),
  ]);
  return { batch, codes, total: meta.total, query };
}

export const batchForm = intents({
  revokeCode: z.object({ code_id: id("a code id"), code: z.string().optional() }),
  revokeBatch: z.object({}),
});

export async function batchAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const batchId = batchIdOf(params);
  const input = await parseSubmission(request, batchForm);
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "revokeCode") {
      await api.call(bookCodes.revokeCode, { params: { id: form.code_id } });
      return actionSuccess(`${form.code ?? "The code"} was revoked.`, { submission: input });
    }
    const { data } = await api.call(bookCodes.revokeBatch, { params: { id: batchId } });
    return actionSuccess(`The batch was revoked: ${plural(data.revoked, "unused code")} can no longer be redeemed.`, {
      submission: input,
    });
  } catch (error) {
    return apiFailure(error, { submission: input });
  }
}
