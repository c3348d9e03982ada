// A company's message to a person arrives in the frame of the person's language (the language they took the
// assessment in): the company's own subject and text stay exactly as written, the sentence around them and its
// unsubscribe link are in that language.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import * as schema from "../../../server/db/schema/index";
import { eventually, HARBOR_OWNER, HARBOR_USER, startMessagingApi, type MessagingApi } from "./support";

let s: MessagingApi;
beforeAll(async () => {
  s = await startMessagingApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const outboxTo = (to: string) =>
  s.database.db
    .select()
    .from(schema.outboxEmails)
    .where(
      and(sql`lower(${schema.outboxEmails.to}) = ${to.toLowerCase()}`, eq(schema.outboxEmails.template, "message")),
    );

async function personIn(language: string) {
  const ids = await s.resultIds("harbor-dental");
  const rows = await s.database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.language, language));
  return rows.find((r) => ids.includes(r.id) && r.archivedAt === null && !r.isTest)!;
}

describe("a company's message in the person's language", () => {
  test("the frame is German for the demo's German taker; the company's text stays as written", async () => {
    const german = await personIn("de");
    const english = await personIn("en");
    const sent = await s.call(HARBOR_USER, "POST", "/messaging/send", {
      channel: "email",
      subject: "Next step",
      body: "Hello {{ name }}, thank you for your time.",
      recipients: { ids: [german.id, english.id] },
    });
    expect(sent.status).toBe(202);
    await eventually(
      async () => (await s.call(HARBOR_OWNER, "GET", `/messaging/batches/${sent.body.data.id}`)).body.data,
      (b) => b.done,
    );

    const [de] = await outboxTo(german.email);
    expect(de.subject).toBe("Next step");
    expect(de.text).toContain(`Hello ${german.first}, thank you for your time.`);
    expect(de.text).toContain(`Sie erhalten diese Nachricht von Harbor Dental über ${brand.name}.`);
    expect(de.text).toMatch(/melden Sie sich ab: http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]{32}/);
    expect(de.html).toContain('<html lang="de" dir="ltr">');

    const [en] = await outboxTo(english.email);
    expect(en.text).toContain(`You receive this message from Harbor Dental through ${brand.name}.`);
  });
});
