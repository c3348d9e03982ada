import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { emitEvent } from "../webhooks/emit";
import type { IdentityAdmin } from "../identity";
import type { CreateUserInput, SetupEmailOutcome } from "./contract";
import { ensureAccount, sendInvitation } from "./invitation";
import type { Auth } from "../http/authenticate";
import { checkEeoGrant, checkRole, findUserInScope, recordEeoGrant, toUserJson } from "./model";

const emailTaken = () =>
  ApiError.conflict("A user with this e-mail already exists", [{ path: "email", message: "is already in use" }]);

/**
 * Creates a user in a company of the actor's scope with a role the actor may grant, gives them an identity
 * account without a password and e-mails them an invitation whose link sets the password.
 */
export async function createUser(db: Database, identity: IdentityAdmin | null, who: Auth, input: CreateUserInput) {
  const { actor } = who;
  const company = await findCompanyInScope(db, actor, input.company_id);
  checkRole(actor, input.role, company);
  checkEeoGrant(input.can_view_eeo);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (existing) throw emailTaken();
  const [created] = await db
    .insert(users)
    .values({
      email: input.email,
      first: input.first,
      last: input.last,
      companyId: company.id,
      authRole: input.role,
      canViewHiringPipeline: input.can_view_hiring_pipeline ?? false,
      canViewEeo: input.can_view_eeo ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Two managers adding the same e-mail at once: the unique index decides, the second hears 409.
  if (!created) throw emailTaken();
  if (input.can_view_eeo) await recordEeoGrant(db, who, company.id, created.id, true);

  let setupEmail: SetupEmailOutcome = "unavailable";
  if (identity) {
    try {
      await ensureAccount(identity, input.email);
      setupEmail = await sendInvitation(db, identity, who, input, company.name);
    } catch (error) {
      // Without an account the user could never sign in: undo the row rather than leave a dead user.
      await db.delete(users).where(eq(users.id, created.id));
      throw error;
    }
  }
  await emitEvent(db, company.id, "user.invited", { user_id: created.id, email: input.email, role: input.role });
  return { data: toUserJson(await findUserInScope(db, actor, created.id)), setup_email: setupEmail };
}
