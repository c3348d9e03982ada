import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { companies, companyEvents, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { CompanyEventInput, CreatedEventsJson } from "./contract";

/**
 * Stores events for companies in the actor's scope; one foreign company makes the whole batch a 404. An event with an
 * `event_id` already stored for its company is not stored again (a unique index decides, also between concurrent
 * batches): the answer holds the stored one, and `created` counts only new rows.
 */
export async function createEventsBulk(
  db: Database,
  who: Auth,
  events: CompanyEventInput[],
): Promise<CreatedEventsJson> {
  const ids = [...new Set(events.map((e) => e.company_id))];
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ids), companiesInScope(who.actor)));
  if (found.length !== ids.length) throw ApiError.notFound("Company not found");
  const inserted = await db
    .insert(companyEvents)
    .values(
      events.map((e) => ({
        companyId: e.company_id,
        userId: who.actor.id,
        proxySuperUserId: who.superAdmin?.id ?? null,
        description: e.description,
        metadata: e.metadata ?? null,
        timestamp: e.timestamp,
        eventId: e.event_id ?? null,
      })),
    )
    .onConflictDoNothing({ target: [companyEvents.companyId, companyEvents.eventId] })
    .returning({ id: companyEvents.id });
  const keyed = events.filter((e) => e.event_id !== undefined);
  const newIds = inserted.map((r) => r.id);
  const rows = await db
    .select({ event: companyEvents, first: users.first, last: users.last })
    .from(companyEvents)
    .leftJoin(users, eq(users.id, companyEvents.userId))
    .where(
      or(
        newIds.length ? inArray(companyEvents.id, newIds) : undefined,
        keyed.length
          ? and(
              inArray(companyEvents.companyId, ids),
              isNotNull(companyEvents.eventId),
              inArray(
                companyEvents.eventId,
                keyed.map((e) => e.event_id!),
              ),
            )
          : undefined,
      ),
    );
  const json = ({ event, first, last }: (typeof rows)[number]) => ({
    id: event.id,
    company_id: event.companyId,
    description: event.description,
    metadata: event.metadata,
    timestamp: event.timestamp.toISOString(),
    user: event.userId === null ? null : { id: event.userId, name: `${first ?? ""} ${last ?? ""}`.trim() },
    proxy_super_user_id: event.proxySuperUserId,
    event_id: event.eventId,
  });
  // In the batch's order: a keyed event is its company's row with that key; unkeyed ones are the new rows in turn.
  const unkeyed = rows
    .filter((r) => r.event.eventId === null && newIds.includes(r.event.id))
    .sort((a, b) => a.event.id - b.event.id);
  const answer = events.map((e) => {
    if (e.event_id === undefined) return json(unkeyed.shift()!);
    return json(rows.find((r) => r.event.companyId === e.company_id && r.event.eventId === e.event_id)!);
  });
  return { created: inserted.length, existing: events.length - inserted.length, events: answer };
}
