import { eq } from "drizzle-orm";
import { AccountError } from "../../idp/accounts";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema/index";
import type { IdentityAdmin } from "../identity";
import type { SetupEmailOutcome } from "./contract";
import type { Who } from "./model";

/** The name of the person really acting (a super admin in a proxy session), for the invitation e-mail. */
async function inviterName(db: Database, who: Who): Promise<string | undefined> {
  const [row] = await db
    .select({ first: users.first, last: users.last })
    .from(users)
    .where(eq(users.id, (who.superAdmin ?? who.actor).id));
  return row ? `${row.first} ${row.last}` : undefined;
}

/** E-mails the user an invitation whose link sets their password. */
export async function sendInvitation(
  db: Database,
  identity: IdentityAdmin | null,
  who: Who,
  user: { email: string },
  companyName: string,
): Promise<SetupEmailOutcome> {
  if (!identity) return "unavailable";
  let result = await identity.accounts.createSetupToken(user.email, {
    template: "invitation",
    inviterName: await inviterName(db, who),
    companyName,
  });
  if (result.status === "unknown_account") {
    // A user made before the identity account existed (or whose account was removed): give them one now.
    await ensureAccount(identity, user.email);
    result = await identity.accounts.createSetupToken(user.email, {
      template: "invitation",
      inviterName: await inviterName(db, who),
      companyName,
    });
  }
  return result.status === "unknown_account" ? "unavailable" : result.status;
}

/** An identity account without a password for the e-mail; an existing one (same e-mail) is kept. */
export async function ensureAccount(identity: IdentityAdmin, email: string) {
  try {
    await identity.accounts.createAccount({ email });
  } catch (error) {
    if (!(error instanceof AccountError && error.code === "email_taken")) throw error;
  }
}
