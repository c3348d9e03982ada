import { idpAccounts } from "../server/db/schema/index";
import type { SeedPart } from "../server/db/seed";
import { normalizeEmail, type AccountService } from "./accounts";
import { hashPassword } from "./passwords";

/** What the provider needs of a demo user (the demo data is the API's; the caller passes it in). */
export interface DemoSignIn {
  email: string;
  /** Invited but not set up yet: no password; a set-up e-mail waits in the outbox. */
  pendingSetup?: boolean;
}

/**
 * Demo sign-ins: an embedded-provider account for every demo user, with the demo password and a verified e-mail.
 * (The deactivated demo user keeps an enabled account: the app, not the provider, sends them to
 * /account-access-expired after they sign in.)
 */
export function identitySeed(demoPassword: string, users: readonly DemoSignIn[]): SeedPart {
  return {
    key: "seed:identity:v1",
    async run(tx) {
      // Each hash gets its own salt; scrypt runs on libuv's thread pool, so hashing them together is faster.
      const hashes = await Promise.all(users.map(() => hashPassword(demoPassword)));
      await tx
        .insert(idpAccounts)
        .values(
          users.map((user, i) => ({
            email: normalizeEmail(user.email),
            // An invited user has no password until they follow their set-up link.
            passwordHash: user.pendingSetup ? null : hashes[i],
            emailVerified: !user.pendingSetup,
          })),
        )
        .onConflictDoNothing();
    },
  };
}

/** The demo invitations: a set-up e-mail (in the outbox by default) for each invited demo user. */
export function invitationSeed(accounts: AccountService, users: readonly DemoSignIn[]): SeedPart {
  return {
    key: "seed:invitations:v1",
    async run() {},
    async afterCommit() {
      for (const user of users.filter((u) => u.pendingSetup)) {
        await accounts.createSetupToken(user.email, {
          template: "invitation",
          inviterName: "Olivia Owner",
          companyName: "Harbor Dental",
        });
      }
    },
  };
}
