// The Book Code System's batches (/book-code-system): one page of batches, generating a batch and revoking one.
// Internal super admins only (the `book-code-system:use` capability): anyone else gets the 403 page, and the hiring
// brand has no such page at all (404).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";
import { listQuery } from "~/ui/list";
import { plural } from "~domain/text";
import { batchCreateInput, bookCodesContract as bookCodes } from "../../api/book-codes/contract";
import { companiesContract } from "../../api/companies/contract";
import { id } from "../../api/http/contract";

export async function loadBatches({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const query = listQuery(request, bookCodes.searchBatches.query);
  const [{ data: batches, meta }, { data: companies }] = await Promise.all([
    api.call(bookCodes.searchBatches, { query }),
    api.call(companiesContract.list),
  ]);
  return { batches, total: meta.total, query, companies: companies.map((c) => ({ id: c.id, name: c.name })) };
}

/** The create form's fields (the API's own rules); "none" is no report kind. */
const createForm = batchCreateInput
  .extend({ report_kind: z.preprocess((v) => (v === "none" ? undefined : v), batchCreateInput.shape.report_kind) })
  .strip();
export const CREATE_FIELDS = ["label", "company_id", "count", "report_kind"];

export const batchesForm = intents({
  create: createForm,
  revoke: z.object({ id: id("a batch id"), label: z.string().optional() }),
});

export async function batchesAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const input = await parseSubmission(request, batchesForm, { fields: CREATE_FIELDS });
  if (!input.ok) return input.result;
  const form = input.value;
  try {
    if (form.intent === "create") {
      const { intent: _intent, ...body } = form;
      const { data: batch } = await api.call(bookCodes.createBatch, { body });
      return redirectWithSuccess(
        context,
        `/book-code-system/${batch.id}`,
        `${plural(batch.count, "code")} generated for ${batch.company.name}.`,
      );
    }
    const { data } = await api.call(bookCodes.revokeBatch, { params: { id: form.id } });
    return actionSuccess(
      `${form.label ?? "The batch"} was revoked: ${plural(data.revoked, "unused code")} can no longer be redeemed.`,
      {
        submission: input,
      },
    );
  } catch (error) {
    return apiFailure(error, { submission: input, fields: CREATE_FIELDS });
  }
}
