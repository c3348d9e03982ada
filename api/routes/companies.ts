import express, { type Router } from "express";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import {
  createEventsBulk,
  createItem,
  deleteItem,
  deleteLogo,
  getCompany,
  getLogo,
  LOGO_MAX_BYTES,
  listCompanies,
  listEvents,
  listFranchises,
  listItems,
  putLogo,
  requireCompanyAdmin,
  searchCompanies,
  updateCompany,
  updateItem,
  type NamedItemKind,
} from "../services/companies";

export const idParam = z.object({ id: z.coerce.number().int().positive("must be a positive integer") });

const companyId = z.coerce.number().int("must be a company id").positive("must be a company id");
const itemName = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

const searchQuery = z.object({
  search: z.string().trim().max(100, "must be at most 100 characters").optional(),
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  franchise_id: z
    .union([z.literal("none"), z.coerce.number().int().positive()], { message: "must be a franchise id or none" })
    .optional(),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(50),
});

const updateBody = z
  .strictObject({
    name: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters").optional(),
    industry: optionalText(100),
    go_high_level_location_id: optionalText(100),
    product_type: optionalText(50),
    franchise_id: companyId.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });

const logoJson = z.object({
  content_type: z.string().trim().max(100).optional(),
  data_base64: z
    .string("is required")
    .min(1, "is required")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64"),
});

const itemsQuery = z.object({ company_id: companyId.optional() });
const itemCreate = z.object({
  company_id: companyId,
  name: itemName,
  is_public: z.boolean("must be true or false").optional(),
});
const itemUpdate = z
  .strictObject({ name: itemName.optional(), is_public: z.boolean("must be true or false").optional() })
  .refine((body) => body.name !== undefined || body.is_public !== undefined, {
    message: "must change at least one field",
  });

const eventsBody = z.object({
  company_events: z
    .array(
      z.object({
        company_id: companyId,
        description: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
        timestamp: z.iso
          .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
          .transform((v) => new Date(v)),
        metadata: z
          .record(z.string(), z.unknown())
          .optional()
          .refine(
            (m) => m === undefined || JSON.stringify(m).length <= 4000,
            "must be at most 4000 characters as JSON",
          ),
      }),
    )
    .min(1, "must hold at least one event")
    .max(100, "must hold at most 100 events"),
});

const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** The raw-image form of a logo upload (the JSON form is parsed before authentication, see `logoUploadJson`). */
const rawImage = express.raw({ type: ["image/*"], limit: LOGO_MAX_BYTES });

/**
 * JSON bodies of logo uploads carry the image in base64 (a third larger than the image), so they get their own
 * limit ahead of the API's 1 MB JSON parser. api/index.ts mounts it before `express.json`.
 */
export const logoUploadJson = express.Router().post("/companies/:id/logo", express.json({ limit: "1500kb" }));

/**
 * Companies (spec §2 /companies/overview, §6, §7 Companies). Everyone reads the companies of their scope; a foreign
 * id is simply not found. Changes are the super admin's, except company events, which any user reports for the
 * companies they see.
 */
export function companiesRoutes({ db, env }: ApiDeps): Router {
  const router = createRouter();
  const admin = (actor: Parameters<typeof requireCompanyAdmin>[0]) => requireCompanyAdmin(actor, env);

  router.get("/companies", async (_req, res) => {
    const { actor } = authOf(res);
    res.json({ data: await listCompanies(db, actor) });
  });

  router.get("/companies/search", async (req, res) => {
    const { actor } = authOf(res);
    const { q, search, ...input } = parseInput(searchQuery, req.query);
    res.json(await searchCompanies(db, actor, { ...input, search: search || q || undefined }));
  });

  router.get("/companies/franchises", async (_req, res) => {
    const { actor } = authOf(res);
    res.json({ data: await listFranchises(db, actor) });
  });

  for (const kind of ["locations", "departments", "role-names"] as const satisfies NamedItemKind[]) {
    const base = `/companies/${kind}`;
    router.get(base, async (req, res) => {
      const { actor } = authOf(res);
      const { company_id } = parseInput(itemsQuery, req.query);
      res.json({ data: await listItems(db, actor, kind, company_id) });
    });
    router.post(base, async (req, res) => {
      const { actor } = authOf(res);
      admin(actor);
      const input = parseInput(itemCreate, req.body);
      res.status(201).json({ data: await createItem(db, actor, kind, input) });
    });
    router.put(`${base}/:id`, async (req, res) => {
      const { actor } = authOf(res);
      admin(actor);
      const { id } = parseInput(idParam, req.params);
      const input = parseInput(itemUpdate, req.body ?? {});
      res.json({ data: await updateItem(db, actor, kind, id, input) });
    });
    router.delete(`${base}/:id`, async (req, res) => {
      const { actor } = authOf(res);
      admin(actor);
      const { id } = parseInput(idParam, req.params);
      await deleteItem(db, actor, kind, id);
      res.status(204).end();
    });
  }

  router.post("/companies/events/create-bulk", async (req, res) => {
    const { actor, superAdmin } = authOf(res);
    const { company_events } = parseInput(eventsBody, req.body);
    res.status(201).json({ data: await createEventsBulk(db, { actor, superAdmin }, company_events) });
  });

  router.get("/companies/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await getCompany(db, actor, id) });
  });

  router.put("/companies/:id", async (req, res) => {
    const { actor } = authOf(res);
    admin(actor);
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(updateBody, req.body ?? {});
    res.json({ data: await updateCompany(db, actor, id, input) });
  });

  router.get("/companies/:id/logo", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const logo = await getLogo(db, actor, id);
    res.json({
      data: {
        content_type: logo.contentType,
        data_base64: logo.data.toString("base64"),
        sha256: logo.sha256,
        updated_at: logo.updatedAt.toISOString(),
      },
    });
  });

  // A PNG or JPEG of at most 1 MB: either the raw image (Content-Type image/png or image/jpeg) or JSON
  // `{ content_type?, data_base64 }`. The bytes decide the type; SVG is refused.
  router.post("/companies/:id/logo", rawImage, async (req, res) => {
    const { actor } = authOf(res);
    admin(actor);
    const { id } = parseInput(idParam, req.params);
    let bytes: Buffer;
    let declared: string | undefined;
    if (Buffer.isBuffer(req.body)) {
      bytes = req.body;
      declared = req.headers["content-type"]?.split(";")[0].trim().toLowerCase();
    } else if (req.is("application/json")) {
      const input = parseInput(logoJson, req.body);
      bytes = Buffer.from(input.data_base64, "base64");
      declared = input.content_type?.toLowerCase();
    } else {
      throw new ApiError(415, "Unsupported Media Type", [
        { path: "file", message: "send a PNG or JPEG image, or JSON with data_base64" },
      ]);
    }
    res.status(201).json({ data: await putLogo(db, actor, id, bytes, declared) });
  });

  router.delete("/companies/:id/logo", async (req, res) => {
    const { actor } = authOf(res);
    admin(actor);
    const { id } = parseInput(idParam, req.params);
    await deleteLogo(db, actor, id);
    res.status(204).end();
  });

  router.get("/companies/:id/events", async (req, res) => {
    const { actor } = authOf(res);
    admin(actor);
    const { id } = parseInput(idParam, req.params);
    const { limit } = parseInput(eventsQuery, req.query);
    res.json({ data: await listEvents(db, actor, id, limit) });
  });

  return router;
}
