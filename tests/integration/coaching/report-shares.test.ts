// Sharing a growth report through a read-only link (coaching brand): a coach makes a link, anyone holding it opens
// that one report without signing in until it expires or is revoked; a tampered, foreign or garbage payload is
// "not valid" (never a 500); the answer holds the report and nothing else; links stay inside the tenant scope.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { shareKeys } from "../../../api/report-shares/payload";
import { DOMAIN_NAMES, DOMAINS } from "../../../domain/assessment/traits";
import type { ActionPlanGoal } from "../../../domain/coaching/action-plan";
import { startApi } from "../../support/api";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const DAY_MS = 24 * 60 * 60_000;
const INVALID = "This link is not valid.";
const GONE = "This link has expired or was revoked.";

let s: StaffApi;
let resultId: number;
let person: typeof schema.surveyResults.$inferSelect;

beforeAll(async () => {
  s = await startStaffApi();
  const scored = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.phone !== null);
  resultId = scored[0];
  [person] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
}, 120_000);
afterAll(async () => {
  await s?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Makes a link as the Harbor Dental owner; answers the payload (the part after /shared/report/). */
async function share(body: Record<string, unknown> = {}): Promise<{ id: number; payload: string; expires_at: string }> {
  const res = await s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", {
    survey_result_id: resultId,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { id, path, expires_at } = res.body.data;
  expect(path).toMatch(/^\/shared\/report\/[A-Za-z0-9_.-]+$/);
  return { id, payload: path.slice("/shared/report/".length), expires_at };
}

/** Opens a link as a visitor without an account. */
async function open(payload: string, suffix = "") {
  const res = await s.api.fetch(`/survey-results/public/report${suffix}?payload=${encodeURIComponent(payload)}`);
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}

const listFor = async (as = HARBOR_OWNER, id = resultId) => s.call(as, "GET", `/report-shares?survey_result_id=${id}`);

describe("a shared report link", () => {
  test("opens without signing in, shows only the report, and stops at once when revoked", async () => {
    const link = await share();
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeLessThan(14.1 * DAY_MS);
    expect(link.payload.length).toBeLessThan(1000);
    // The payload is encrypted: neither the share's uuid nor the person's id can be read from it.
    const [row] = await s.database.db.select().from(schema.reportShares).where(eq(schema.reportShares.id, link.id));
    expect(link.payload).not.toContain(row.uuid);
    expect(Buffer.from(link.payload.split(".")[3] ?? "", "base64url").toString("latin1")).not.toContain(row.uuid);

    const opened = await open(link.payload);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-robots-tag")).toBe("noindex");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    const data = opened.body.data;
    expect(data.person).toEqual({
      first: person.first,
      last: person.last,
      role_name: person.roleName,
      company: { name: "Harbor Dental" },
      submitted_at: person.submittedAt!.toISOString(),
    });
    expect(data.benchmark).toBeNull();
    expect(data.report.basis).toBe("profile");
    expect(data.report.domains.map((d: { name: string }) => d.name)).toEqual(DOMAINS.map((d) => DOMAIN_NAMES[d]));
    expect(data.action_plan).toEqual({ goals: [] });
    expect(data.expires_at).toBe(link.expires_at);
    // Nothing beyond the report: no contact details, no ids of rows.
    const text = JSON.stringify(opened.body);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.phone!);
    expect(text).not.toMatch(/"(id|email|phone|survey_result_id|company_id|status|notes)"/);

    const listed = await listFor();
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((l: { id: number }) => l.id === link.id);
    expect(mine).toMatchObject({ state: "active", revoked_at: null, created_by: { first: "Olivia" } });
    expect(mine.last_opened_at).not.toBeNull();
    // The link is shown once, at creation: the list never carries it.
    expect(Object.keys(mine).sort()).toEqual(
      ["created_at", "created_by", "expires_at", "id", "last_opened_at", "revoked_at", "state"].sort(),
    );
    expect(JSON.stringify(listed.body)).not.toContain(link.payload);

    const revoked = await s.call(HARBOR_OWNER, "DELETE", `/report-shares/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: link.id, state: "revoked" });
    const refused = await open(link.payload);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(GONE);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await open(link.payload, "/pdf")).status).toBe(410);
    // Revoking again changes nothing: the first time stays.
    const again = await s.call(HARBOR_OWNER, "DELETE", `/report-shares/${link.id}`);
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    const after = (await listFor()).body.data.find((l: { id: number }) => l.id === link.id);
    expect(after.state).toBe("revoked");
  });

  test("shows the action plan's goals read-only, and the chosen benchmark's comparison", async () => {
    const goals: ActionPlanGoal[] = [
      {
        id: "g1",
        title: "Speak up first in the Monday meeting",
        scale: "E3",
        due_on: "2026-06-30",
        done: false,
        steps: [{ id: "s1", text: "Prepare one point the evening before", due_on: null, done: true }],
      },
    ];
    await s.database.db.insert(schema.actionPlans).values({ surveyResultId: resultId, goals }).onConflictDoUpdate({
      target: schema.actionPlans.surveyResultId,
      set: { goals },
    });
    const [benchmark] = await s.database.db
      .select()
      .from(schema.roleBenchmarks)
      .where(eq(schema.roleBenchmarks.name, "Dental hygienist"));
    const link = await share({ benchmark_id: benchmark.id, expires_in_days: 30 });
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    const { status, body } = await open(link.payload);
    expect(status).toBe(200);
    expect(body.data.benchmark).toEqual({ name: benchmark.name });
    expect(body.data.report.basis).toBe("benchmark");
    expect(body.data.action_plan.goals).toEqual(goals);
    await s.database.db.delete(schema.actionPlans).where(eq(schema.actionPlans.surveyResultId, resultId));
  });

  test("its PDF is the report as a download, with the person's name and the five domains", async () => {
    const link = await share();
    const pdf = await open(link.payload, "/pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="growth-report-[A-Za-z0-9-]+\.pdf"$/);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body as Buffer)), {
      mergePages: true,
    });
    expect(text).toContain(`${person.first} ${person.last}`);
    for (const domain of DOMAINS) expect(text).toContain(DOMAIN_NAMES[domain]);
    expect(text).not.toContain(person.email);
  });

  test("expires: past its date (in the payload or in the database) it is refused with 410", async () => {
    const link = await share({ expires_in_days: 1 });
    expect((await open(link.payload)).status).toBe(200);
    // A day and a minute later: the payload's own `exp` has passed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + DAY_MS + 60_000 });
    const late = await open(link.payload);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(GONE);
    expect((await listFor()).body.data.find((l: { id: number }) => l.id === link.id).state).toBe("expired");
    vi.useRealTimers();

    // The row's expiry counts too (the payload cannot outlive its share).
    const other = await share();
    await s.database.db
      .update(schema.reportShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.reportShares.id, other.id));
    expect((await open(other.payload)).status).toBe(410);
  });

  test("a tampered, foreign or garbage payload is not valid (404 or 400, never 500)", async () => {
    const link = await share();
    const parts = link.payload.split(".");
    // Flip one character in the middle of the ciphertext, then of the tag, then of the header.
    const flip = (text: string, at = Math.floor(text.length / 2)) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const i of [3, 4, 0, 2]) {
      const tampered = parts.map((p, j) => (j === i ? flip(p) : p)).join(".");
      const res = await open(tampered);
      expect(res.status, `part ${i}`).toBe(404);
      expect(res.body).toEqual({ message: INVALID, errors: [] });
    }
    // Made with another secret (another server, or a guess): not ours.
    const [row] = await s.database.db.select().from(schema.reportShares).where(eq(schema.reportShares.id, link.id));
    const forged = await shareKeys("another-secret-entirely-0123456789abcdef").encode(
      { uuid: row.uuid, benchmarkId: null },
      new Date(Date.now() + DAY_MS),
    );
    expect((await open(forged)).status).toBe(404);
    // Ours, but naming no share (deleted with its person, or never made).
    const keys = shareKeys(await secretOf());
    const unknown = await keys.encode(
      { uuid: "00000000-0000-4000-8000-000000000000", benchmarkId: null },
      new Date(Date.now() + DAY_MS),
    );
    expect((await open(unknown)).status).toBe(404);
    expect(
      (await open(await keys.encode({ uuid: row.uuid, benchmarkId: null }, new Date(Date.now() + DAY_MS)))).status,
    ).toBe(200);

    const garbage: [string, number][] = [
      ["abc", 404],
      ["a.b.c.d.e", 404],
      ["....", 404],
      ["eyJhbGciOiJub25lIn0.e30.", 404],
      ["%ff%fe", 404],
      ["x".repeat(2000), 404],
      ["x".repeat(2001), 400],
      ["", 400],
      ["a\u0000b", 400],
    ];
    for (const [payload, status] of garbage) {
      const res = await open(payload);
      expect(res.status, JSON.stringify(payload.slice(0, 20))).toBe(status);
      expect((await open(payload, "/pdf")).status, `pdf ${JSON.stringify(payload.slice(0, 20))}`).toBe(status);
    }
    expect((await s.api.fetch("/survey-results/public/report")).status).toBe(400);
    expect((await s.api.fetch("/survey-results/public/report?payload=a&payload=b")).status).toBe(400);
    expect((await s.api.fetch("/survey-results/public/report?payload[x]=1")).status).toBe(400);
  });

  test("validates what a coach asks for, with field paths", async () => {
    const post = (body: unknown) => s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", body);
    for (const days of [0, 91, 1.5, "14", null]) {
      const res = await post({ survey_result_id: resultId, expires_in_days: days });
      expect(res.status, String(days)).toBe(400);
      expect(res.body.errors[0].path).toBe("expires_in_days");
    }
    expect((await post({ survey_result_id: resultId, expires_in_days: 90 })).status).toBe(201);
    expect((await post({})).body.errors).toEqual([{ path: "survey_result_id", message: "must be a survey result id" }]);
    expect((await post({ survey_result_id: resultId, payload: "x" })).status).toBe(400);
    // A benchmark of another company does not apply to this person.
    const [foreign] = await s.database.db
      .select()
      .from(schema.roleBenchmarks)
      .where(eq(schema.roleBenchmarks.name, "Personal trainer"));
    expect(foreign.companyId).toBe(s.companyIds["summit-fitness"]);
    const wrongBenchmark = await post({ survey_result_id: resultId, benchmark_id: foreign.id });
    expect(wrongBenchmark.status).toBe(400);
    expect(wrongBenchmark.body.errors).toEqual([
      { path: "benchmark_id", message: "is not a role benchmark for this person's company" },
    ]);
    // Nothing to share before the assessment is finished.
    const [unfinished] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Receptionist",
        first: "Nora",
        last: "Unfinished",
        email: "nora.unfinished@example.test",
        consentAt: new Date(),
      })
      .returning();
    const early = await post({ survey_result_id: unfinished.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not finished/);
  });

  test("stays inside the tenant scope: another company's user can neither make, list nor revoke links", async () => {
    const link = await share();
    const create = await s.call(SUMMIT_OWNER, "POST", "/survey-results/public/encode-report-payload", {
      survey_result_id: resultId,
    });
    expect(create.status).toBe(404);
    expect((await listFor(SUMMIT_OWNER)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/report-shares/${link.id}`)).status).toBe(404);
    expect((await open(link.payload)).status).toBe(200);
    // A colleague in the same company sees and may revoke the link.
    expect((await listFor(HARBOR_USER)).body.data.map((l: { id: number }) => l.id)).toContain(link.id);
    // Signed out, the signed-in operations are refused.
    expect((await s.api.fetch(`/report-shares?survey_result_id=${resultId}`)).status).toBe(401);
    expect((await s.api.fetch(`/report-shares/${link.id}`, { method: "DELETE" })).status).toBe(401);
    expect(
      (
        await s.api.fetch("/survey-results/public/encode-report-payload", {
          method: "POST",
          json: { survey_result_id: resultId },
        })
      ).status,
    ).toBe(401);
    expect((await s.call(HARBOR_OWNER, "DELETE", "/report-shares/999999")).status).toBe(404);
  });

  test("openings are limited per client like the public forms (429 past the limit)", async () => {
    const link = await share();
    // PUBLIC_FORM_LIMIT=1: the app's own server (loopback, as here) gets ten times that.
    const limited = await startApi(s.database.db, { env: { PUBLIC_FORM_LIMIT: "1" } });
    // The counts live in the database (ADR 039): the openings above counted too, so this one starts a fresh window.
    await s.database.db.delete(schema.rateLimits);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.fetch(`/survey-results/public/report?payload=${link.payload}`);
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(500);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});

/** The session secret this test's API derives its keys from (the local stage keeps a generated one). */
async function secretOf(): Promise<string> {
  const [row] = await s.database.db.select().from(schema.appMeta).where(eq(schema.appMeta.key, "local:session-secret"));
  return row.value;
}
