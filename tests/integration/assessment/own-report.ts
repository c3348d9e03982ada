// A person taking Harbor Dental's assessment through its public link, and the own-report e-mail it brings them:
// the start of every test of the person's own report, their data through its link and the requests they file.
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { ITEMS } from "../../../domain/assessment/items";
import type { StaffApi } from "./staff-api";

export interface Taker {
  first: string;
  last: string;
  email: string;
  phone?: string;
  /** One of the company's role names (Harbor Dental's "Receptionist" when absent). */
  role?: string;
  /** A campaign's slug: registering through its funnel. */
  campaign?: string;
  /** Runs after the answers and before the submission (e.g. an application to a job). */
  beforeSubmit?: (surveyResultId: number) => Promise<void>;
}

/** Registers at the company's link, answers all 120 items and submits; answers the person's uuid and row id. */
export async function takeAssessment(s: StaffApi, token: string, taker: Taker): Promise<{ uuid: string; id: number }> {
  const post = (path: string, json: unknown, method = "POST") => s.api.fetch(path, { method, json });
  const registered = await post("/surveys/register", {
    token,
    first: taker.first,
    last: taker.last,
    email: taker.email,
    phone: taker.phone ?? "+1 555 0101",
    sex: "female",
    age: 34,
    role: taker.role ?? "Receptionist",
    consent: true,
    ...(taker.campaign ? { campaign: taker.campaign } : {}),
  });
  expect(registered.status).toBe(201);
  const uuid = (await registered.json()).survey_result_uuid as string;
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: ((i * 7) % 5) + 1 }));
  expect((await post(`/surveys/${uuid}/answers`, { answers }, "PUT")).status).toBe(200);
  const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
  await taker.beforeSubmit?.(row.id);
  expect((await post("/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
  return { uuid, id: row.id };
}

/** The own-report e-mails in the outbox for an address, newest first. */
export const reportMails = (s: StaffApi, to: string) =>
  s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.template, "participant-report")))
    .orderBy(desc(schema.outboxEmails.id));

/** The payload of the link in an own-report e-mail. */
export function payloadIn(text: string): string {
  const match = /\/my-report\/([A-Za-z0-9_.-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1];
}
