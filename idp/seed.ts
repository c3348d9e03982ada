import { DEMO_USERS } from "../api/db/demo-data";
import { idpAccounts } from "../api/db/schema/index";
import type { SeedPart } from "../api/db/seed";
import { normalizeEmail } from "./accounts";
import { hashPassword } from "./passwords";

/**
 * Demo sign-ins: an embedded-provider account for every demo user, with the demo password and a verified e-mail.
 * (The deactivated demo user keeps an enabled account: the app, not the provider, sends them to
 * /account-access-expired after they sign in.)
 */
export function identitySeed(demoPassword: string): SeedPart {
  return {
    key: "seed:identity:v1",
    async run(tx) {
      // Each hash gets its own salt; scrypt runs on libuv's thread pool, so hashing them together is faster.
      const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(demoPassword)));
      await tx
        .insert(idpAccounts)
        .values(
          DEMO_USERS.map((user, i) => ({
            email: normalizeEmail(user.email),
            passwordHash: hashes[i],
            emailVerified: true,
          })),
        )
        .onConflictDoNothing();
    },
  };
}
