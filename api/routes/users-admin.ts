import type { RequestHandler, Router } from "express";
import { z } from "zod";
import { ROLES } from "../../domain/roles";
import type { ApiDeps } from "../index";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import {
  createUser,
  findUserInScope,
  resendSetupEmail,
  searchUsers,
  setUserActive,
  toUserJson,
  updateUser,
  USER_SORTS,
} from "../services/users";
import { idParam } from "./companies";

const name = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");
const role = z.enum(ROLES, { message: `must be one of ${ROLES.join(", ")}` });
const companyId = z.coerce.number().int("must be a company id").positive("must be a company id");

const searchQuery = z.object({
  search: z.string().trim().max(100, "must be at most 100 characters").optional(),
  /** The brief's short name for `search`. */
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  company_id: companyId.optional(),
  role: role.optional(),
  active: z
    .enum(["0", "1"], { message: "must be 0 or 1" })
    .transform(Number)
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(25),
  sort_by: z.enum(USER_SORTS, { message: `must be one of ${USER_SORTS.join(", ")}` }).default("name"),
  order_by: z.enum(["asc", "desc"], { message: "must be asc or desc" }).default("asc"),
});

const createBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be a valid e-mail address")),
  first: name,
  last: name,
  role,
  company_id: companyId,
  can_view_hiring_pipeline: z.boolean("must be true or false").optional(),
});

// Strict: a field this endpoint does not change (e-mail, active) is an error, not silently ignored.
const updateBody = z
  .strictObject({
    first: name.optional(),
    last: name.optional(),
    role: role.optional(),
    company_id: companyId.optional(),
    can_view_hiring_pipeline: z.boolean("must be true or false").optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });

/**
 * User management (spec §2 /user-management, §6, §7 Users): SUPER_ADMIN, FRANCHISE_OWNER and COMPANY_OWNER manage
 * the users of their scope, granting only the roles `grantableRoles` allows. A foreign id is simply not found.
 */
export function usersAdminRoutes({ db, identity }: ApiDeps): Router {
  const router = createRouter();

  router.get("/users/search", async (req, res) => {
    const { actor } = authOf(res);
    const { q, search, ...input } = parseInput(searchQuery, req.query);
    res.json(await searchUsers(db, actor, { ...input, search: search || q || undefined }));
  });

  const create: RequestHandler = async (req, res) => {
    const { actor, superAdmin } = authOf(res);
    const input = parseInput(createBody, req.body);
    const { user, setup_email } = await createUser(db, identity, { actor, superAdmin }, input);
    res.status(201).json({ data: user, setup_email });
  };
  router.post("/users", create);
  // Spec §7 also names /users/create: the same operation.
  router.post("/users/create", create);

  router.get("/users/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: toUserJson(await findUserInScope(db, actor, id)) });
  });

  router.put("/users/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(updateBody, req.body ?? {});
    res.json({ data: await updateUser(db, actor, id, input) });
  });

  router.post("/users/:id/deactivate", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await setUserActive(db, identity, actor, id, 0) });
  });

  router.post("/users/:id/reactivate", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await setUserActive(db, identity, actor, id, 1) });
  });

  router.post("/users/:id/resend-account-setup-email", async (req, res) => {
    const { actor, superAdmin } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const result = await resendSetupEmail(db, identity, { actor, superAdmin }, id);
    res.status(202).json({ message: "A new set-up e-mail is on its way.", ...result });
  });

  return router;
}
