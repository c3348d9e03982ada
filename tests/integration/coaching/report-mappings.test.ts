// The Report Configurator's API (coaching brand): trait-scale report mappings searched with every parameter of spec
// §3, drafted, activated (refused while ranges leave gaps or overlap), rolled back, archived — exactly one active
// version per scale and report kind, in the database too — the active mapping changing a person's growth report,
// the preview, the audit rows, and 403 for everyone off the internal allow-list.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, startStaffApi, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

/** A super admin who is not one of the internal accounts. */
const OFF_LIST = "sam.support@provider.test";
const BASE = "/trait-scale-mappings/reports";

let s: StaffApi;
let personId: number;
let percentileE: number;

beforeAll(async () => {
  s = await startStaffApi();
  const rows = await s.database.db
    .select()
    .from(schema.surveyResults)
    .where(eq(schema.surveyResults.companyId, s.companyIds["harbor-dental"]));
  const person = rows.find((r) => r.scores && r.submittedAt)!;
  personId = person.id;
  percentileE = person.scores!.domains.E.percentile;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const block = (label: string) => ({
  tends: "strength",
  strength: `Strength ${label}.`,
  growth: `Growth ${label}.`,
  suggestions: [`Try ${label} one.`, `Try ${label} two.`, `Try ${label} three.`],
  prompt: `What about ${label}?`,
});
const ranges = (
  label: string,
  cuts: [number, number][] = [
    [1, 50],
    [51, 99],
  ],
) => cuts.map(([min, max]) => ({ min, max, text: block(`${label} ${min}-${max}`) }));
/** The suggestions the person's growth report shows for Extraversion. */
async function extraversionSuggestions(): Promise<string[]> {
  const res = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${personId}`);
  expect(res.status).toBe(200);
  return res.body.data.report.domains.find((d: { scale: string }) => d.scale === "E").suggestions;
}
const rangeHolding = (label: string) => (percentileE <= 50 ? `${label} 1-50` : `${label} 51-99`);

describe("access", () => {
  test("a super admin off the internal list and a company owner get 403 from every operation", async () => {
    for (const who of [OFF_LIST, HARBOR_OWNER]) {
      expect((await s.call(who, "GET", `${BASE}/search`)).status).toBe(403);
      const res = await s.call(who, "POST", BASE, { scale: "E", report_kind: "growth", name: "x" });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only the internal super admins use the Report Configurator");
      expect((await s.call(who, "POST", `${BASE}/1/activate`)).status).toBe(403);
    }
    expect((await s.call(SUPER_ADMIN, "GET", `${BASE}/search`)).status).toBe(200);
  });
});

describe("drafts", () => {
  test("a new draft starts from the built-in texts, one range per level, as version 1", async () => {
    const res = await s.call(SUPER_ADMIN, "POST", BASE, {
      scale: "O3",
      report_kind: "growth",
      name: "Emotionality v1",
    });
    expect(res.status).toBe(201);
    const draft = res.body.data;
    expect(draft).toMatchObject({
      scale: "O3",
      scale_name: "Emotional Awareness",
      status: "draft",
      version: 1,
      is_test: false,
    });
    expect(draft.ranges.map((r: { min: number; max: number }) => [r.min, r.max])).toEqual([
      [1, 34],
      [35, 65],
      [66, 99],
    ]);
    const texts = await (await import("../../../brands/coaching/growth-texts")).default;
    expect(draft.ranges[0].text).toEqual(texts.O3.low);
    expect(draft.baseline).toMatchObject({ source: "built-in", version: null });
    expect(draft.problems).toEqual([]);
  });

  test("bad input answers 400 with field paths", async () => {
    const bad = await s.call(SUPER_ADMIN, "POST", BASE, { scale: "X9", report_kind: "growth", name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["name", "scale"]);
    const text = await s.call(SUPER_ADMIN, "POST", BASE, {
      scale: "E",
      report_kind: "growth",
      name: "Broken",
      ranges: [{ min: 1, max: 99, text: { ...block("x"), prompt: "", suggestions: ["one"] } }],
    });
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual(
      expect.arrayContaining([
        { path: "ranges.0.text.prompt", message: "is required" },
        { path: "ranges.0.text.suggestions", message: "must hold exactly 3 texts" },
      ]),
    );
    // The coaching brand has no hiring report: nothing to map.
    const hiring = await s.call(SUPER_ADMIN, "POST", BASE, { scale: "E", report_kind: "hiring", name: "Hiring" });
    expect(hiring.status).toBe(400);
    expect(hiring.body.errors[0].path).toBe("report_kind");
    const reversed = await s.call(SUPER_ADMIN, "POST", BASE, {
      scale: "E",
      report_kind: "growth",
      name: "Reversed",
      ranges: [{ min: 60, max: 10, text: block("x") }],
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ path: "ranges.0.max", message: "must not be below min" }]);
  });
});

describe("draft → active → rollback", () => {
  test("activation is refused while ranges leave a gap or overlap, naming them", async () => {
    const created = await s.call(SUPER_ADMIN, "POST", BASE, {
      scale: "N",
      report_kind: "growth",
      name: "Gappy",
      ranges: ranges("N", [
        [1, 40],
        [51, 70],
        [60, 99],
      ]),
    });
    expect(created.body.data.problems).toEqual(["gap 41–50", "overlap 60–70"]);
    const res = await s.call(SUPER_ADMIN, "POST", `${BASE}/${created.body.data.id}/activate`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("gap 41–50, overlap 60–70");
    expect(res.body.errors).toEqual([
      { path: "ranges", message: "gap 41–50" },
      { path: "ranges", message: "overlap 60–70" },
    ]);
  });

  test("activating changes the person's report; a second version replaces it; rollback restores each in turn", async () => {
    const builtIn = await extraversionSuggestions();
    const v1 = (
      await s.call(SUPER_ADMIN, "POST", BASE, { scale: "E", report_kind: "growth", name: "E v1", ranges: ranges("v1") })
    ).body.data;
    const activated = await s.call(SUPER_ADMIN, "POST", `${BASE}/${v1.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ status: "active", previous_id: null });
    expect(await extraversionSuggestions()).toEqual(
      [1, 2, 3].map((n) => `Try ${rangeHolding("v1")} ${["one", "two", "three"][n - 1]}.`),
    );
    // An active version is history: it no longer changes.
    expect((await s.call(SUPER_ADMIN, "PUT", `${BASE}/${v1.id}`, { name: "changed" })).status).toBe(409);

    const v2 = (
      await s.call(SUPER_ADMIN, "POST", BASE, { scale: "E", report_kind: "growth", name: "E v2", ranges: ranges("v2") })
    ).body.data;
    expect(v2.version).toBe(2);
    expect(v2.baseline).toMatchObject({ source: "active", id: v1.id, version: 1 });
    expect((await s.call(SUPER_ADMIN, "POST", `${BASE}/${v2.id}/activate`)).body.data.previous_id).toBe(v1.id);
    expect((await s.call(SUPER_ADMIN, "GET", `${BASE}/${v1.id}`)).body.data.status).toBe("archived");
    expect((await extraversionSuggestions())[0]).toBe(`Try ${rangeHolding("v2")} one.`);

    // Exactly one active version of the scale and kind.
    const active = await s.database.db
      .select()
      .from(schema.reportMappings)
      .where(and(eq(schema.reportMappings.scale, "E"), eq(schema.reportMappings.status, "active")));
    expect(active.map((r) => r.id)).toEqual([v2.id]);

    const back = await s.call(SUPER_ADMIN, "POST", `${BASE}/${v2.id}/rollback`);
    expect(back.status).toBe(200);
    expect(back.body.data.archived).toMatchObject({ id: v2.id, status: "archived" });
    expect(back.body.data.active).toMatchObject({ id: v1.id, status: "active" });
    expect((await extraversionSuggestions())[0]).toBe(`Try ${rangeHolding("v1")} one.`);
    // Only the active version rolls back.
    expect((await s.call(SUPER_ADMIN, "POST", `${BASE}/${v2.id}/rollback`)).status).toBe(409);

    const toBuiltIn = await s.call(SUPER_ADMIN, "POST", `${BASE}/${v1.id}/rollback`);
    expect(toBuiltIn.body.data.active).toBeNull();
    expect(await extraversionSuggestions()).toEqual(builtIn);

    // Every activation and rollback left an audit row, naming the super admin and no person.
    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(inArray(schema.auditEvents.subjectId, [v1.id, v2.id]));
    expect(audit.filter((a) => a.subjectType === "report_mapping").map((a) => `${a.action} ${a.subjectId}`)).toEqual([
      `report_mapping.activate ${v1.id}`,
      `report_mapping.activate ${v2.id}`,
      `report_mapping.rollback ${v2.id}`,
      `report_mapping.rollback ${v1.id}`,
    ]);
    expect(audit[1].summary).toBe("Growth report E: version 2 activated, version 1 archived");
    expect(audit[0].actorUserId).not.toBeNull();
  });

  test("the database itself refuses a second active version of a scale and kind", async () => {
    const row = {
      scale: "C1" as const,
      reportKind: "growth" as const,
      name: "direct",
      status: "active" as const,
      ranges: [],
    };
    await s.database.db.insert(schema.reportMappings).values({ ...row, version: 1 });
    await expect(s.database.db.insert(schema.reportMappings).values({ ...row, version: 2 })).rejects.toThrow();
  });

  test("two activations of the same scale at once leave exactly one active version", async () => {
    const make = async (name: string) =>
      (await s.call(SUPER_ADMIN, "POST", BASE, { scale: "C2", report_kind: "growth", name, ranges: ranges(name) })).body
        .data.id;
    const [a, b] = [await make("C2 a"), await make("C2 b")];
    const answers = await Promise.all([a, b].map((id) => s.call(SUPER_ADMIN, "POST", `${BASE}/${id}/activate`)));
    // Each one either won or was refused as a race (409); never two active versions, never a 500.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const active = await s.database.db
      .select()
      .from(schema.reportMappings)
      .where(and(eq(schema.reportMappings.scale, "C2"), eq(schema.reportMappings.status, "active")));
    expect(active).toHaveLength(1);
  });

  test("archive sets a draft aside and writes an audit row; archiving twice is a conflict", async () => {
    const draft = (await s.call(SUPER_ADMIN, "POST", BASE, { scale: "A", report_kind: "conflict", name: "A conflict" }))
      .body.data;
    expect(draft.ranges).toHaveLength(1);
    const res = await s.call(SUPER_ADMIN, "POST", `${BASE}/${draft.id}/archive`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("archived");
    expect((await s.call(SUPER_ADMIN, "POST", `${BASE}/${draft.id}/archive`)).status).toBe(409);
    const [row] = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "report_mapping.archive"), eq(schema.auditEvents.subjectId, draft.id)));
    expect(row.summary).toBe("Conflict guide A: draft version 1 archived");
  });
});

describe("preview", () => {
  test("shows the person's text with the set applied beside today's, from saved or unsaved ranges", async () => {
    const draft = (
      await s.call(SUPER_ADMIN, "POST", BASE, {
        scale: "E",
        report_kind: "growth",
        name: "Preview",
        ranges: ranges("pv"),
      })
    ).body.data;
    const res = await s.call(SUPER_ADMIN, "POST", `${BASE}/${draft.id}/preview`, { survey_result_id: personId });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      scale: "E",
      scale_name: "Extraversion",
      percentile: percentileE,
      shown_in: ["Development suggestions"],
    });
    expect(p.draft.source).toBe("draft");
    expect(p.draft.text.suggestions[0]).toBe(`Try ${rangeHolding("pv")} one.`);
    expect(p.current.source).toBe("built-in");
    expect(p.current.text.suggestions).toEqual(await extraversionSuggestions());

    const unsaved = await s.call(SUPER_ADMIN, "POST", `${BASE}/${draft.id}/preview`, {
      survey_result_id: personId,
      ranges: [{ min: 1, max: 99, text: block("unsaved") }],
    });
    expect(unsaved.body.data.draft.text.prompt).toBe("What about unsaved?");
    expect(
      (await s.call(SUPER_ADMIN, "POST", `${BASE}/${draft.id}/preview`, { survey_result_id: 999999 })).status,
    ).toBe(404);
  });
});

describe("search (spec §3: every parameter)", () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const make = async (name: string, scale: string, is_test = false) =>
      (
        await s.call(SUPER_ADMIN, "POST", BASE, {
          scale,
          report_kind: "growth",
          name,
          is_test,
          ranges: ranges(name, [[1, 99]]),
        })
      ).body.data;
    const live = await make("Search live", "O1");
    const test = await make("Search test", "O2", true);
    const old = await make("Search old", "O4");
    const active = await make("Search active", "O5");
    await s.call(SUPER_ADMIN, "POST", `${BASE}/${old.id}/archive`);
    await s.call(SUPER_ADMIN, "POST", `${BASE}/${active.id}/activate`);
    ids = { live: live.id, test: test.id, old: old.id, active: active.id, uuidOfOld: old.uuid };
  });
  const names = async (query: string) => {
    const res = await s.call(SUPER_ADMIN, "GET", `${BASE}/search?search=Search&sort_by=name&${query}`);
    expect(res.status).toBe(200);
    return res.body.data.map((m: { name: string }) => m.name);
  };

  test("archived and test sets only when asked for; is_active; search by name or scale; uuid finds any", async () => {
    expect(await names("")).toEqual(["Search active", "Search live"]);
    expect(await names("include_archived=true")).toEqual(["Search active", "Search live", "Search old"]);
    expect(await names("include_tests=true")).toEqual(["Search active", "Search live", "Search test"]);
    expect(await names("is_active=true")).toEqual(["Search active"]);
    expect(await names("is_active=false&include_archived=true&include_tests=true")).toEqual([
      "Search live",
      "Search old",
      "Search test",
    ]);
    const byScale = await s.call(SUPER_ADMIN, "GET", `${BASE}/search?search=o1`);
    expect(byScale.body.data.map((m: { id: number }) => m.id)).toEqual([ids.live]);
    const byUuid = await s.call(SUPER_ADMIN, "GET", `${BASE}/search?uuid=${ids.uuidOfOld}`);
    expect(byUuid.body.data.map((m: { id: number }) => m.id)).toEqual([ids.old]);
  });

  test("sorted either way and paged", async () => {
    expect(await names("order_by=desc")).toEqual(["Search live", "Search active"]);
    const page = await s.call(
      SUPER_ADMIN,
      "GET",
      `${BASE}/search?search=Search&include_archived=1&include_tests=1&sort_by=scale&limit=2&page=2`,
    );
    expect(page.body.meta).toEqual({ total: 4, page: 2, limit: 2 });
    expect(page.body.data.map((m: { scale: string }) => m.scale)).toEqual(["O4", "O5"]);
  });

  test("bad parameters answer 400 naming them", async () => {
    const res = await s.call(SUPER_ADMIN, "GET", `${BASE}/search?uuid=nope&is_active=maybe&sort_by=x&limit=0`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "is_active",
      "limit",
      "sort_by",
      "uuid",
    ]);
  });
});
