import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, users } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";
import type { UserSearch } from "./contract";
import { toUserJson, userQuery } from "./model";

/** Users in the actor's scope, filtered, sorted and paged; a company filter outside the scope is a 404. */
export async function searchUsers(db: Database, actor: Actor, { q, search, ...input }: UserSearch) {
  const text = search || q;
  if (input.company_id !== undefined) await findCompanyInScope(db, actor, input.company_id);
  const conditions: SQL[] = [companiesInScope(actor)];
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.first, pattern),
        ilike(users.last, pattern),
        sql`(${users.first} || ' ' || ${users.last}) ilike ${pattern}`,
      )!,
    );
  }
  if (input.company_id !== undefined) conditions.push(eq(users.companyId, input.company_id));
  if (input.role) conditions.push(eq(users.authRole, input.role));
  if (input.active !== undefined) conditions.push(eq(users.active, input.active));
  const where = and(...conditions);

  const direction = input.order_by === "desc" ? desc : asc;
  const order: SQL[] = {
    name: [direction(sql`lower(${users.last})`), direction(sql`lower(${users.first})`)],
    email: [direction(sql`lower(${users.email})`)],
    role: [direction(users.authRole)],
    company: [direction(sql`lower(${companies.name})`)],
    created_at: [direction(users.createdAt)],
    active: [direction(users.active)],
  }[input.sort_by];

  return paginate(
    userQuery(db)
      .where(where)
      .orderBy(...order, asc(users.id)),
    db.select({ total: count() }).from(users).innerJoin(companies, eq(companies.id, users.companyId)).where(where),
    input,
    toUserJson,
  );
}
