import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { apiErrorMessages } from "~domain/errors";
import { companiesContract } from "../../api/companies/contract";
import { id } from "../../api/http/contract";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import {
  actionSuccess,
  apiFailure,
  redirectWithSuccess,
  intents,
  parseSubmission,
  type ActionFailure,
  type Submission,
} from "~/ui/action/index.server";
import { COMPANY_FIELD_LABELS, ITEM_KINDS, LOGO_MAX_BYTES } from "./model";

const companyId = id("a company id");
const kind = z.enum(["locations", "departments", "role-names"]);
const itemId = id("an item id");
/** Text the API checks itself (it words the problems, e.g. "name: is required"): an empty field is sent empty. */
const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** What the companies overview's forms submit, by intent (the forms are in the company drawer). */
export const overviewForm = intents({
  "create-company": z.object({
    name: text,
    industry: text,
    product_type: text,
    franchise_id: id("a franchise id").optional(),
  }),
  "update-company": z.object({
    companyId,
    name: text,
    industry: text,
    go_high_level_location_id: text,
    product_type: text,
    franchise_id: id("a franchise id").optional(),
    /** Checked by the API (422 beside the field); absent leaves it as it is. */
    default_language: z.string().optional(),
  }),
  "upload-logo": z.object({
    companyId,
    file: z
      .instanceof(File, { error: "Logo is required" })
      .refine((file) => file.size <= LOGO_MAX_BYTES, "Logo must be at most 1 MB"),
  }),
  "delete-logo": z.object({ companyId }),
  "add-item": z.object({ companyId, kind, name: text, is_public: z.boolean().default(false) }),
  "rename-item": z.object({ companyId, kind, itemId, name: text, is_public: z.boolean().default(false) }),
  "delete-item": z.object({ companyId, kind, itemId, name: text }),
});

const ITEM_OPERATIONS = {
  locations: {
    create: companiesContract.createLocation,
    update: companiesContract.updateLocation,
    remove: companiesContract.removeLocation,
  },
  departments: {
    create: companiesContract.createDepartment,
    update: companiesContract.updateDepartment,
    remove: companiesContract.removeDepartment,
  },
  "role-names": {
    create: companiesContract.createRoleName,
    update: companiesContract.updateRoleName,
    remove: companiesContract.removeRoleName,
  },
} as const;

const singular = (k: z.output<typeof kind>) => ITEM_KINDS.find((i) => i.kind === k)!.singular;

const DETAILS_FIELDS = [
  "name",
  "industry",
  "go_high_level_location_id",
  "product_type",
  "franchise_id",
  "default_language",
];
/** The logo's problems, whichever form of the upload the API names, are the file's. */
const logoField = (path: string) => (["file", "content_type", "data_base64"].includes(path) ? "file" : undefined);

/**
 * The details form's refusal: each problem beside its field ("Name is required") and, as this page has always
 * said it (its e2e journey reads both), also as the toast "name: is required".
 */
function detailsFailure(error: unknown, submission: Submission<unknown>): ActionFailure {
  const failure = apiFailure(error, { submission, fields: DETAILS_FIELDS, labels: COMPANY_FIELD_LABELS });
  if (!(error instanceof ApiRequestError) || Object.keys(failure.fieldErrors).length === 0) return failure;
  return { ...failure, formErrors: apiErrorMessages(error.status, error) };
}

const CREATE_FIELDS = ["name", "industry", "product_type", "franchise_id"];

/**
 * A company added by hand: on success the overview opens it (its drawer, on its details) with a toast; a refusal
 * shows beside its field ("Name is taken by another company").
 */
async function createCompany(
  api: ApiClient,
  context: AppLoadContext,
  submission: Submission<unknown>,
  form: Extract<z.output<typeof overviewForm>, { intent: "create-company" }>,
) {
  try {
    const { data } = await api.call(companiesContract.create, {
      body: {
        name: form.name,
        industry: form.industry,
        // Only brands that show the field set it.
        ...(brand.features.companyProductType && { product_type: form.product_type }),
        franchise_id: form.franchise_id ?? null,
      },
    });
    await api
      .call(companiesContract.createEvents, {
        body: {
          company_events: [
            { company_id: data.id, description: "Company created", timestamp: new Date().toISOString() },
          ],
        },
      })
      .catch((err) => context.services.logger.warn({ err }, "recording a company event failed"));
    return redirectWithSuccess(
      context,
      `/companies/overview?company=${data.id}&tab=details`,
      `Company “${data.name}” added`,
    );
  } catch (error) {
    return apiFailure(error, {
      submission,
      fields: CREATE_FIELDS,
      labels: { ...COMPANY_FIELD_LABELS, product_type: "Plan" },
    });
  }
}

/** Carries out one form of the companies overview (super admins only; the API checks it too). */
export async function companiesOverviewAction(api: ApiClient, context: AppLoadContext, request: Request) {
  const input = await parseSubmission(request, overviewForm, { fields: ["file"] });
  if (!input.ok) return input.result;
  const form = input.value;
  if (form.intent === "create-company") return createCompany(api, context, input, form);
  // Spec §7 company events: what was changed here is recorded for the company (failures never block the change).
  const record = (description: string) =>
    api
      .call(companiesContract.createEvents, {
        body: { company_events: [{ company_id: form.companyId, description, timestamp: new Date().toISOString() }] },
      })
      .catch((err) => context.services.logger.warn({ err }, "recording a company event failed"));
  const done = (message: string) => actionSuccess(message, { submission: input });
  try {
    switch (form.intent) {
      case "update-company": {
        await api.call(companiesContract.update, {
          params: { id: form.companyId },
          body: {
            name: form.name,
            industry: form.industry,
            go_high_level_location_id: form.go_high_level_location_id,
            // Only brands that show the field change it.
            ...(brand.features.companyProductType && { product_type: form.product_type }),
            franchise_id: form.franchise_id ?? null,
            ...(form.default_language && { default_language: form.default_language }),
          },
        });
        await record("Company details updated");
        return done("Company details saved");
      }
      case "upload-logo": {
        const bytes = Buffer.from(await form.file.arrayBuffer());
        await api.call(companiesContract.uploadLogo, {
          params: { id: form.companyId },
          body: { content_type: form.file.type || undefined, data_base64: bytes.toString("base64") },
        });
        await record("Logo uploaded");
        return done("Logo uploaded");
      }
      case "delete-logo": {
        await api.call(companiesContract.removeLogo, { params: { id: form.companyId } });
        await record("Logo removed");
        return done("Logo removed");
      }
      case "add-item": {
        const { data } = await api.call(ITEM_OPERATIONS[form.kind].create, {
          body: {
            company_id: form.companyId,
            name: form.name,
            ...(form.kind === "role-names" && { is_public: form.is_public }),
          },
        });
        await record(`Added ${singular(form.kind)} “${data.name}”`);
        return done(`Added ${singular(form.kind)} “${data.name}”`);
      }
      case "rename-item": {
        const { data } = await api.call(ITEM_OPERATIONS[form.kind].update, {
          params: { id: form.itemId },
          body: { name: form.name, ...(form.kind === "role-names" && { is_public: form.is_public }) },
        });
        await record(`Changed ${singular(form.kind)} “${data.name}”`);
        return done(`Saved ${singular(form.kind)} “${data.name}”`);
      }
      case "delete-item": {
        await api.call(ITEM_OPERATIONS[form.kind].remove, { params: { id: form.itemId } });
        await record(`Deleted ${singular(form.kind)} “${form.name}”`);
        return done(`Deleted ${singular(form.kind)} “${form.name}”`);
      }
    }
  } catch (error) {
    switch (form.intent) {
      case "update-company":
        return detailsFailure(error, input);
      case "upload-logo":
        return apiFailure(error, { submission: input, fields: logoField, labels: COMPANY_FIELD_LABELS });
      case "rename-item":
        return apiFailure(error, { submission: input, fields: ["name"], labels: COMPANY_FIELD_LABELS });
      default:
        // A new item's problem is a toast ("name: already exists in this company"): its box empties for the next.
        return apiFailure(error, { submission: input });
    }
  }
}
