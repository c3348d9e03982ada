import express, { type RequestHandler, type Router } from "express";
import { withStatus } from "../http/answers";
import { implement } from "../http/implement";
import { ApiError } from "../http/errors";
import type { ApiDeps } from "../http/deps";
import { queueFor } from "../queue/index";
import { can } from "../../domain/permissions";
import { permissionContext } from "../../server/permissions";
import { addCompany } from "./add-company";
import { companiesContract, LOGO_MAX_BYTES } from "./contract";
import { createEventsBulk } from "./create-events";
import { createItem } from "./create-item";
import { getFitSettings, updateFitSettings } from "./fit-settings";
import { getCompany } from "./get-company";
import { getLogo } from "./get-logo";
import { listCompanies, listFranchises } from "./list-companies";
import { listEvents } from "./list-events";
import { listItems } from "./list-items";
import { deleteLogo } from "./remove-logo";
import { deleteItem } from "./remove-item";
import { searchCompanies } from "./search-companies";
import { updateCompany } from "./update-company";
import { updateItem } from "./update-item";
import { putLogo } from "./upload-logo";

/** A raw image upload becomes the JSON form of the operation's body, so that one schema checks both. */
const rawImageAsJson: RequestHandler = (req, _res, next) => {
  if (Buffer.isBuffer(req.body)) {
    const declared = req.headers["content-type"]?.split(";")[0].trim().toLowerCase();
    req.body = { content_type: declared, data_base64: req.body.toString("base64") };
  } else if (!req.is("application/json")) {
    throw new ApiError(415, "Unsupported Media Type", [
      { path: "file", message: "send a PNG or JPEG image, or JSON with data_base64" },
    ]);
  }
  next();
};

/**
 * The body of a logo upload, read ahead of the API's 1 MB JSON parser (api/index.ts mounts it before): JSON carries
 * the image in base64 (a third larger than the image, hence its own limit), or the body is the raw image.
 */
export const logoUploadBody: Router = express
  .Router()
  .post(
    companiesContract.uploadLogo.path,
    express.json({ limit: "1500kb" }),
    express.raw({ type: ["image/*"], limit: LOGO_MAX_BYTES }),
    rawImageAsJson,
  );

/** Companies, their franchises, logos, named items and events (api/companies/contract.ts). */
export function companiesFeature(deps: ApiDeps) {
  const { db, env } = deps;
  const ctx = permissionContext(env);
  // The queue is started on first use: only a change of fit settings sends to it from here.
  const queue = () => queueFor(deps);
  return implement(companiesContract, {
    fitSettings: async ({ auth, params }) => ({
      data: await getFitSettings(db, auth.actor, params.id, can(auth.actor, "fit-settings:manage", ctx)),
    }),
    updateFitSettings: async ({ auth, params, body }) => ({
      data: await updateFitSettings(db, queue(), auth, params.id, body),
    }),
    list: async ({ auth }) => ({ data: await listCompanies(db, auth.actor) }),
    search: ({ auth, query: { q, search, ...input } }) =>
      searchCompanies(db, auth.actor, { ...input, search: search || q || undefined }),
    create: async ({ auth, body }) => ({ data: await addCompany(db, auth.actor, body) }),
    franchises: async ({ auth }) => ({ data: await listFranchises(db, auth.actor) }),

    listLocations: async ({ auth, query }) => ({
      data: await listItems(db, auth.actor, "locations", query.company_id),
    }),
    createLocation: async ({ auth, body }) => ({ data: await createItem(db, auth.actor, "locations", body) }),
    updateLocation: async ({ auth, params, body }) => ({
      data: await updateItem(db, auth.actor, "locations", params.id, body),
    }),
    removeLocation: ({ auth, params }) => deleteItem(db, auth.actor, "locations", params.id),
    listDepartments: async ({ auth, query }) => ({
      data: await listItems(db, auth.actor, "departments", query.company_id),
    }),
    createDepartment: async ({ auth, body }) => ({ data: await createItem(db, auth.actor, "departments", body) }),
    updateDepartment: async ({ auth, params, body }) => ({
      data: await updateItem(db, auth.actor, "departments", params.id, body),
    }),
    removeDepartment: ({ auth, params }) => deleteItem(db, auth.actor, "departments", params.id),
    listRoleNames: async ({ auth, query }) => ({
      data: await listItems(db, auth.actor, "role-names", query.company_id),
    }),
    createRoleName: async ({ auth, body }) => ({ data: await createItem(db, auth.actor, "role-names", body) }),
    updateRoleName: async ({ auth, params, body }) => ({
      data: await updateItem(db, auth.actor, "role-names", params.id, body),
    }),
    removeRoleName: ({ auth, params }) => deleteItem(db, auth.actor, "role-names", params.id),

    createEvents: async ({ auth, body }) => {
      const data = await createEventsBulk(db, auth, body.company_events);
      // Only repeats: nothing was created, so the stored events answer with 200 rather than 201.
      if (data.created > 0) return { data };
      return withStatus(200, { data });
    },
    get: async ({ auth, params }) => ({ data: await getCompany(db, auth.actor, params.id) }),
    update: async ({ auth, params, body }) => ({ data: await updateCompany(db, auth, params.id, body) }),
    getLogo: async ({ auth, params }) => ({ data: await getLogo(db, auth.actor, params.id) }),
    uploadLogo: async ({ auth, params, body }) => {
      const bytes = Buffer.from(body.data_base64, "base64");
      return { data: await putLogo(db, auth.actor, params.id, bytes, body.content_type?.toLowerCase()) };
    },
    removeLogo: ({ auth, params }) => deleteLogo(db, auth.actor, params.id),
    events: async ({ auth, params, query }) => ({ data: await listEvents(db, auth.actor, params.id, query.limit) }),
  });
}
