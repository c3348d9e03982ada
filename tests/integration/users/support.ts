// Shared set-up of the user-management and company tests: a migrated database with the demo tenancy, the Main API
// with a real identity account service (accounts in the same database, e-mail into the outbox) and a recorder of
// revoked identity sessions, plus helpers that make fresh fixtures straight in the database (never through the
// API under test).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { tenancySeed } from "../../../api/db/seed";
import {
  companies,
  companyLogos,
  departments,
  franchises,
  locations,
  outboxEmails,
  roleNames,
  users,
} from "../../../server/db/schema/index";
import type { IdentityAdmin } from "../../../api/identity";
import { outboxMailer } from "../../../server/mail/index";
import type { Role } from "../../../domain/roles";
import { createAccountService, type AccountService } from "../../../idp/accounts";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const PUBLIC_URL = "http://app.example.test";

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

export interface UsersApiContext {
  database: TestDatabase;
  api: ApiUnderTest;
  identity: IdentityAdmin<AccountService>;
  /** Subjects whose identity sessions were revoked, in order. */
  revoked: string[];
  ids: Record<string, number>;
  companyIds: Record<string, number>;
  franchiseIds: Record<string, number>;
  close(): Promise<void>;
}

export async function startUsersApi(env: Record<string, string> = {}): Promise<UsersApiContext> {
  const database = await createTestDatabase({ seed: [tenancySeed] });
  const revoked: string[] = [];
  const accounts = createAccountService({ db: database.db, mailer: outboxMailer(database.db), publicUrl: PUBLIC_URL });
  const identity: IdentityAdmin<AccountService> = {
    accounts,
    revokeAll: async (sub) => {
      revoked.push(sub);
    },
  };
  const api = await startApi(database.db, { identity, env: { PUBLIC_URL, ...env } });
  const ids: Record<string, number> = {};
  for (const u of await database.db.select().from(users)) ids[u.email] = u.id;
  const companyIds: Record<string, number> = {};
  for (const c of await database.db.select().from(companies)) companyIds[c.name] = c.id;
  const franchiseIds: Record<string, number> = {};
  for (const f of await database.db.select().from(franchises)) franchiseIds[f.name] = f.id;
  return {
    database,
    api,
    identity,
    revoked,
    ids,
    companyIds,
    franchiseIds,
    async close() {
      await api.close();
      await database.close();
    },
  };
}

export const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString("hex")}`;

/** Fixtures made directly in the database. */
export function fixtures(ctx: Pick<UsersApiContext, "database" | "identity">) {
  const db = ctx.database.db;
  return {
    async company(franchiseId: number | null, name = unique("Fixture Co")) {
      const [row] = await db.insert(companies).values({ name, franchiseId, industry: "Testing" }).returning();
      return row;
    },
    /** A user, with an identity account that has no password yet (an open invitation). */
    async user(companyId: number, role: Role = "COMPANY_USER", options: { active?: 0 | 1 } = {}) {
      const email = `${unique("person")}@fixture.test`;
      const [row] = await db
        .insert(users)
        .values({ email, first: "Fix", last: "Ture", companyId, authRole: role, active: options.active ?? 1 })
        .returning();
      await ctx.identity.accounts.createAccount({ email });
      return row;
    },
    async location(companyId: number) {
      const [row] = await db
        .insert(locations)
        .values({ companyId, name: unique("Location") })
        .returning();
      return row;
    },
    async department(companyId: number) {
      const [row] = await db
        .insert(departments)
        .values({ companyId, name: unique("Department") })
        .returning();
      return row;
    },
    async roleName(companyId: number) {
      const [row] = await db
        .insert(roleNames)
        .values({ companyId, name: unique("Role") })
        .returning();
      return row;
    },
    async logo(companyId: number) {
      const values = { contentType: "image/png" as const, data: PNG_1PX, sha256: "fixture" };
      await db
        .insert(companyLogos)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: companyLogos.companyId, set: values });
    },
  };
}

/** The e-mails in the outbox to an address, newest first. */
export async function outboxFor(db: TestDatabase["db"], to: string) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`);
  return rows.sort((a, b) => b.id - a.id);
}

export async function userByEmail(db: TestDatabase["db"], email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function companyById(db: TestDatabase["db"], id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}
