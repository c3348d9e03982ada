// Companies (spec §2 /companies/overview, §6, §7 Companies): everyone reads the companies of their scope (a foreign
// id is simply not found); changes are the super admin's, except company events, which any user reports for the
// companies they see. Locations, departments and role names are named items of a company, each name once per
// company; the app keeps them (with the company list and franchises) as reference data.
import { z } from "zod";
import { dataOf, id, MAX_ID, operation, pageOf, sortQuery, timestamp } from "../http/contract";
import { LANGUAGES } from "../../domain/languages";
import { hasProductType, productTypeShape } from "./product-type";

// ---------------------------------------------------------------------------------------------------------------
// Inputs (their messages are the API's own since v2; clients show them)

export const companyIdParam = z.object({
  id: z.coerce.number().int().positive("must be a positive integer").max(MAX_ID, "must be a positive integer"),
});

const companyId = id("a company id");
const itemName = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

/**
 * What the companies search sorts by: name, people assessed, users, latest activity, plan (brands whose companies
 * have a product type), or when it was added.
 */
const ALL_COMPANY_SORTS = ["name", "people", "users", "last_activity", "plan", "created_at"] as const;
export type CompanySort = (typeof ALL_COMPANY_SORTS)[number];
export const COMPANY_SORTS = ALL_COMPANY_SORTS.filter((key) => key !== "plan" || hasProductType) as unknown as [
  CompanySort,
  ...CompanySort[],
];

export const companySearchQuery = z.object({
  search: z.string().trim().max(100, "must be at most 100 characters").optional(),
  /** An older name of `search` (used when `search` is empty). */
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  /** A franchise id, or "none" for companies of no franchise. */
  franchise_id: z
    .union([z.literal("none"), z.coerce.number().int().positive().max(MAX_ID)], {
      message: "must be a franchise id or none",
    })
    .optional(),
  /** The order within each franchise group (the groups stay in franchise order). */
  ...sortQuery(COMPANY_SORTS, "name"),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(50),
});
export type CompanySearch = z.output<typeof companySearchQuery>;

/** A company made by hand by a super admin (companies otherwise come from HubSpot and self-registration). */
export const companyCreateInput = z.strictObject({
  name: z.string("is required").trim().min(1, "is required").max(200, "must be at most 200 characters"),
  industry: optionalText(100),
  ...productTypeShape(optionalText(50)),
  franchise_id: id("a franchise id").nullable().optional(),
});
export type CompanyCreate = z.output<typeof companyCreateInput>;

export const companyUpdateInput = z
  .strictObject({
    name: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters").optional(),
    industry: optionalText(100),
    go_high_level_location_id: optionalText(100),
    ...productTypeShape(optionalText(50)),
    franchise_id: companyId.nullable().optional(),
    /**
     * The language of candidate pages and e-mails when a candidate's browser asks for none of ours: one of
     * LANGUAGES (checked by the operation, 422 otherwise).
     */
    default_language: z
      .string("must be text")
      .trim()
      .max(10, `must be one of ${LANGUAGES.join(", ")}`)
      .optional()
      .describe(`One of ${LANGUAGES.join(", ")}`),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });
export type CompanyUpdate = z.output<typeof companyUpdateInput>;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The JSON form of a logo upload (a raw PNG or JPEG body is carried on in this form, see api/companies/routes.ts). */
export const logoUploadInput = z.object({
  content_type: z.string().trim().max(100).optional(),
  data_base64: z
    .string("is required")
    .min(1, "is required")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "must be base64"),
});

export const itemsQuery = z.object({ company_id: companyId.optional() });
export const itemCreateInput = z.object({
  company_id: companyId,
  name: itemName,
  is_public: z.boolean("must be true or false").optional(),
});
export type ItemCreate = z.output<typeof itemCreateInput>;
export const itemUpdateInput = z
  .strictObject({ name: itemName.optional(), is_public: z.boolean("must be true or false").optional() })
  .refine((body) => body.name !== undefined || body.is_public !== undefined, {
    message: "must change at least one field",
  });
export type ItemUpdate = z.output<typeof itemUpdateInput>;

export const companyEventsInput = z.object({
  company_events: z
    .array(
      z.object({
        company_id: companyId,
        description: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
        timestamp: z.iso
          .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
          .transform((v) => new Date(v))
          // Years before 1900 do not read back as written (year 0 not at all): refused rather than mangled.
          .refine((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 9999, "must be between 1900 and 9999"),
        metadata: z
          .record(z.string(), z.unknown())
          .optional()
          .refine(
            (m) => m === undefined || JSON.stringify(m).length <= 4000,
            "must be at most 4000 characters as JSON",
          ),
        /** The caller's own id of the event: sending it again answers the stored event instead of a second one. */
        event_id: z
          .string("must be text")
          .trim()
          .min(1, "must not be empty")
          .max(100, "must be at most 100 characters")
          .regex(/^[A-Za-z0-9._:-]+$/, "may hold only letters, digits and . _ : -")
          .optional(),
      }),
    )
    .min(1, "must hold at least one event")
    .max(100, "must hold at most 100 events"),
});
export type CompanyEventInput = z.output<typeof companyEventsInput>["company_events"][number];

export const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();
export const franchiseJson = z.object({ id: int, name: z.string() });
export type FranchiseJson = z.infer<typeof franchiseJson>;

export const companyJson = z.object({
  id: int,
  name: z.string(),
  industry: z.string().nullable(),
  go_high_level_location_id: z.string().nullable(),
  /** The plan (brands whose companies have a product type, spec §6 companyProductType). */
  ...productTypeShape(z.string().nullable()),
  franchise: franchiseJson.nullable(),
  franchise_id: int.nullable(),
  /** The language of candidate pages and e-mails when a candidate's browser asks for none of ours. */
  default_language: z.enum(LANGUAGES),
  has_logo: z.boolean(),
  logo_updated_at: timestamp.nullable(),
  created_at: timestamp,
});
export type CompanyJson = z.infer<typeof companyJson>;

/** A company as the search answers it: with its users and people counted, and its latest activity. */
export const companySummaryJson = companyJson.extend({
  user_count: int,
  active_user_count: int,
  /** People assessed (one per e-mail address), tests and archived people left out. */
  people_count: int,
  /**
   * The latest of: someone registering or finishing an assessment, a company event, a user's usage event or home
   * visit. Null when nothing happened yet.
   */
  last_activity_at: timestamp.nullable(),
});
export type CompanySummaryJson = z.infer<typeof companySummaryJson>;

export const logoJson = z.object({
  content_type: z.enum(LOGO_TYPES),
  data_base64: z.string(),
  sha256: z.string(),
  updated_at: timestamp,
});
export const storedLogoJson = z.object({
  content_type: z.enum(LOGO_TYPES),
  size: int,
  sha256: z.string(),
  updated_at: timestamp,
});

export const namedItemJson = z.object({ id: int, company_id: int, name: z.string(), created_at: timestamp });
export type NamedItemJson = z.infer<typeof namedItemJson>;
/** Role names also say whether candidates are offered them on the assessment form. */
export const roleNameJson = namedItemJson.extend({ is_public: z.boolean() });
export type RoleNameJson = z.infer<typeof roleNameJson>;

export const companyEventJson = z.object({
  id: int,
  company_id: int,
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  timestamp,
  user: z.object({ id: int, name: z.string() }).nullable(),
  /** The super admin who acted through a proxy session, if one did. */
  proxy_super_user_id: int.nullable(),
});
export type CompanyEventJson = z.infer<typeof companyEventJson>;
/** create-bulk answers each event of the batch, in its order: the stored one for a repeated `event_id`. */
export const createdEventsJson = z.object({
  created: int,
  /** Events whose `event_id` was already stored (answered as stored, not added again). */
  existing: int,
  events: z.array(companyEventJson.extend({ event_id: z.string().nullable() })),
});
export type CreatedEventsJson = z.infer<typeof createdEventsJson>;

// ---------------------------------------------------------------------------------------------------------------
// Fit settings (ADR 056): the health-adjacent facets stay out of a company's fits unless it records why

export const fitSettingsInput = z
  .object({
    include_health_facets: z.boolean({ error: "must be true or false" }),
    /** Required to include them: why the role needs them (kept with who and when, and audited). */
    reason: z
      .string({ error: "must be text" })
      .trim()
      .max(1000, "must be at most 1000 characters")
      .nullish()
      .transform((v) => v || null),
  })
  .strict()
  .refine((v) => !v.include_health_facets || (v.reason !== null && v.reason.length >= 10), {
    path: ["reason"],
    message: "is required to include these facets: say in at least 10 characters why the roles need them",
  });
export type FitSettingsInput = z.output<typeof fitSettingsInput>;

export const fitSettingsJson = z.object({
  company_id: z.number().int(),
  include_health_facets: z.boolean(),
  reason: z.string().nullable(),
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changed_at: timestamp.nullable(),
  /** The facets the company's fits leave out now, with their staff-facing names. */
  excluded_facets: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The health-adjacent facets a company may include, with their staff-facing names. */
  health_facets: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Whether the caller may change the setting. */
  can_change: z.boolean(),
});
export type FitSettingsJson = z.infer<typeof fitSettingsJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const MANAGE = { access: "companies:manage", denied: "Only super admins manage companies" } as const;

export type NamedItemKind = "locations" | "departments" | "role-names";

/**
 * Listing and adding one kind of named item (`/companies/<kind>`), changing and deleting one by its id
 * (`/company-<kind>/:id`: under /companies it would be ambiguous with `/companies/:id/logo`).
 */
function itemOperations<K extends NamedItemKind, T extends z.ZodType>(kind: K, item: T, label: string) {
  const base = `/companies/${kind}` as const;
  return {
    list: operation({
      method: "GET",
      path: base,
      summary: `The ${label} of one company (404 outside the scope) or of every company in scope`,
      description: `Answers the ${label} of the company named by \`company_id\`, or of every company in the caller's scope, by name.`,
      access: "signed-in",
      query: itemsQuery,
      response: dataOf(z.array(item)),
      errors: [400, 404],
    }),
    create: operation({
      method: "POST",
      path: base,
      summary: `Add one of a company's ${label} (each name once per company)`,
      description: `Adds a name to a company's ${label}; a name already there answers 409.`,
      ...MANAGE,
      body: itemCreateInput,
      response: dataOf(item),
      status: 201,
      errors: [400, 403, 404, 409],
    }),
    update: operation({
      method: "PUT",
      path: `/company-${kind}/:id`,
      summary: `Rename one of a company's ${label}`,
      description: `Renames one of a company's ${label}; a name already there answers 409.`,
      ...MANAGE,
      params: companyIdParam,
      body: itemUpdateInput,
      response: dataOf(item),
      errors: [400, 403, 404, 409],
    }),
    remove: operation({
      method: "DELETE",
      path: `/company-${kind}/:id`,
      description: `Deletes one of a company's ${label}. Assessments that named it keep the text.`,
      summary: `Delete one of a company's ${label}; assessments that named it keep their text`,
      ...MANAGE,
      params: companyIdParam,
      status: 204,
      errors: [400, 403, 404],
    }),
  };
}

const locationOps = itemOperations("locations", namedItemJson, "locations");
const departmentOps = itemOperations("departments", namedItemJson, "departments");
const roleNameOps = itemOperations("role-names", roleNameJson, "role names");

// Literal paths (/companies/search, /companies/locations…) come before /companies/:id, which would match them too.
export const companiesContract = {
  list: operation({
    method: "GET",
    path: "/companies",
    summary: "Every company in the caller's scope, by name (for choosers)",
    description: "Answers every company in the caller's scope by name, with its id, for choosers.",
    access: "signed-in",
    response: dataOf(z.array(companyJson)),
    errors: [],
  }),
  search: operation({
    method: "GET",
    path: "/companies/search",
    summary:
      "Companies of the caller's scope with their user and people counts and latest activity, grouped by franchise " +
      "(no franchise last) and sorted within each group, paged; matches name, industry, franchise and location id",
    description:
      "Answers a page of companies in the caller's scope with user and people counts and latest activity, grouped by franchise and sorted within each group.",
    access: "signed-in",
    query: companySearchQuery,
    response: pageOf(companySummaryJson),
    errors: [400],
  }),
  create: operation({
    method: "POST",
    path: "/companies",
    summary:
      "Add a company by hand, with the default pipeline and a new assessment link (a name already taken, whatever " +
      "its case, answers 409)",
    description:
      "Creates a company with the default pipeline and a new assessment link. A name already taken, in any letter case, answers 409.",
    ...MANAGE,
    body: companyCreateInput,
    response: dataOf(companyJson),
    status: 201,
    errors: [400, 403, 409, 422],
  }),
  franchises: operation({
    method: "GET",
    path: "/companies/franchises",
    summary: "The franchises of the companies in the caller's scope",
    description: "Answers the franchises of the companies in the caller's scope.",
    access: "signed-in",
    response: dataOf(z.array(franchiseJson)),
    errors: [],
  }),
  listLocations: locationOps.list,
  createLocation: locationOps.create,
  updateLocation: locationOps.update,
  removeLocation: locationOps.remove,
  listDepartments: departmentOps.list,
  createDepartment: departmentOps.create,
  updateDepartment: departmentOps.update,
  removeDepartment: departmentOps.remove,
  listRoleNames: roleNameOps.list,
  createRoleName: roleNameOps.create,
  updateRoleName: roleNameOps.update,
  removeRoleName: roleNameOps.remove,
  createEvents: operation({
    method: "POST",
    observation: true,
    path: "/companies/events/create-bulk",
    summary:
      "Record events for companies in the caller's scope (one foreign company refuses the whole batch: 404); idempotent per `event_id`: a batch of repeats only answers 200 with the stored events",
    description:
      "Records a batch of events for companies in the caller's scope; one company outside it refuses the whole batch. Events are stored once per `event_id`.",
    access: "signed-in",
    body: companyEventsInput,
    response: dataOf(createdEventsJson),
    status: 201,
    errors: [400, 404],
  }),
  get: operation({
    method: "GET",
    path: "/companies/:id",
    summary: "One company",
    description: "Answers one company of the caller's scope.",
    access: "signed-in",
    params: companyIdParam,
    response: dataOf(companyJson),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/companies/:id",
    summary: "Change a company's details or franchise (not out of its franchise while it has franchise users)",
    description:
      "Changes a company's details or franchise; moving it out of its franchise is refused while it has franchise users (422).",
    ...MANAGE,
    params: companyIdParam,
    body: companyUpdateInput,
    response: dataOf(companyJson),
    errors: [400, 403, 404, 422],
  }),
  getLogo: operation({
    method: "GET",
    path: "/companies/:id/logo",
    summary: "A company's logo, in base64",
    description: "Answers the company's logo as base64 with its content type, or none.",
    access: "signed-in",
    params: companyIdParam,
    response: dataOf(logoJson),
    errors: [400, 404],
  }),
  uploadLogo: operation({
    method: "POST",
    path: "/companies/:id/logo",
    summary:
      "Store a company's logo: a PNG or JPEG of at most 1 MB, sent as JSON or as the raw image (Content-Type " +
      "image/png or image/jpeg). The bytes decide the type; anything else, SVG included, answers 415",
    description:
      "Stores the company's logo, replacing any earlier one. Over 1 MB answers 413; a type other than PNG or JPEG answers 415.",
    ...MANAGE,
    params: companyIdParam,
    body: logoUploadInput,
    response: dataOf(storedLogoJson),
    status: 201,
    errors: [400, 403, 404, 413],
  }),
  removeLogo: operation({
    method: "DELETE",
    path: "/companies/:id/logo",
    summary: "Remove a company's logo",
    description: "Removes the company's logo.",
    ...MANAGE,
    params: companyIdParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  events: operation({
    method: "GET",
    path: "/companies/:id/events",
    summary: "A company's newest events",
    description: "Answers the company's newest events.",
    ...MANAGE,
    params: companyIdParam,
    query: eventsQuery,
    response: dataOf(z.array(companyEventJson)),
    errors: [400, 403, 404],
  }),
  fitSettings: operation({
    method: "GET",
    path: "/companies/:id/fit-settings",
    summary: "How the company's fits are computed: whether they include the health-adjacent facets, and why",
    description:
      "Answers whether the company's fit scores include the health-adjacent facets, who changed that, when and why, and whether the caller may change it.",
    access: "signed-in",
    params: companyIdParam,
    response: dataOf(fitSettingsJson),
    errors: [400, 404],
  }),
  updateFitSettings: operation({
    method: "PUT",
    path: "/companies/:id/fit-settings",
    summary:
      "Include the health-adjacent facets in the company's fits (a reason is required) or leave them out again; " +
      "audited, and the company's fits are re-scored",
    description:
      "Includes the health-adjacent facets in the company's fits (with a required reason) or leaves them out again. The change is audited and the company's fits are re-scored.",
    access: "fit-settings:manage",
    denied: "Only the company's owner or a super admin can change how its fits are computed",
    params: companyIdParam,
    body: fitSettingsInput,
    response: dataOf(fitSettingsJson),
    errors: [400, 403, 404],
  }),
};
