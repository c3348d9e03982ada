import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flag, id, pageQuery, sortQuery } from "../../../api/http/contract";
import { roleBenchmarksContract } from "../../../api/role-benchmarks/contract";
import { apiQuery, listQuery, searchString, withChanges } from "./url-state";

const benchmarks = roleBenchmarksContract.search.query;
const parse = <S extends z.ZodObject>(search: string, schema: S) => listQuery(new URLSearchParams(search), schema);

/** A list query with every kind of field the contracts use: lists, flags, dates and a rule across fields. */
const listSchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    company_id: id("a company id").optional(),
    role: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.string().max(20)).max(3))
      .optional(),
    status: z.array(z.enum(["draft", "published", "closed"])).optional(),
    include_archived: flag.optional(),
    start_date: z.iso.date().optional(),
    end_date: z.iso.date().optional(),
    ...sortQuery(["name", "created_at"], "created_at"),
    ...pageQuery(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { path: ["end_date"] });

describe("listQuery", () => {
  it("gives the contract's defaults for an empty URL", () => {
    expect(parse("", benchmarks)).toEqual({ sort_by: "name", order_by: "asc", page: 1, limit: 25 });
  });

  it("reads a Request's URL and parses each value with the contract's schema", () => {
    const request = new Request("http://app.test/role-benchmarks?search=%20Sales%20&company_id=none&page=3");
    expect(listQuery(request, benchmarks)).toEqual({
      search: "Sales",
      company_id: "none",
      sort_by: "name",
      order_by: "asc",
      page: 3,
      limit: 25,
    });
    expect(parse("company_id=7&sort_by=updated_at&order_by=desc&limit=50", benchmarks)).toMatchObject({
      company_id: 7,
      sort_by: "updated_at",
      order_by: "desc",
      limit: 50,
    });
  });

  it("falls back to each field's default for an invalid value instead of failing the page", () => {
    expect(
      parse("page=abc&limit=1000&sort_by=bogus&order_by=sideways&company_id=-2&search=" + "x".repeat(101), benchmarks),
    ).toEqual({ sort_by: "name", order_by: "asc", page: 1, limit: 25 });
    // The usable values stay.
    expect(parse("page=0&sort_by=company", benchmarks)).toEqual({
      sort_by: "company",
      order_by: "asc",
      page: 1,
      limit: 25,
    });
  });

  it("reads lists repeated or comma-separated, and keeps a list's usable items", () => {
    expect(parse("role=Hygienist&role=Receptionist", listSchema).role).toEqual(["Hygienist", "Receptionist"]);
    expect(parse("role=Hygienist,Receptionist", listSchema).role).toEqual(["Hygienist", "Receptionist"]);
    expect(parse(`role=Hygienist&role=${"x".repeat(21)}`, listSchema).role).toEqual(["Hygienist"]);
    // An array-only field takes one value as a list of one.
    expect(parse("status=published", listSchema).status).toEqual(["published"]);
    expect(parse("status=published,closed", listSchema).status).toEqual(["published", "closed"]);
    expect(parse("status=published&status=bogus", listSchema).status).toEqual(["published"]);
    expect(parse("status=bogus", listSchema).status).toBeUndefined();
  });

  it("reads flags and drops a field that breaks a rule across fields", () => {
    expect(parse("include_archived=true", listSchema).include_archived).toBe(true);
    expect(parse("include_archived=yes", listSchema).include_archived).toBeUndefined();
    const q = parse("start_date=2026-03-10&end_date=2026-03-01", listSchema);
    expect(q.start_date).toBe("2026-03-10");
    expect(q.end_date).toBeUndefined();
  });

  it("ignores parameters the schema does not know", () => {
    expect(parse("tab=events&company=3", benchmarks)).toEqual(parse("", benchmarks));
  });

  it("answers 400 only when the schema refuses even an empty query", () => {
    const required = z.object({ surveyResultId: id() });
    expect(() => parse("surveyResultId=x", required)).toThrow(Response);
  });
});

describe("apiQuery", () => {
  // What the app's client sends: every value as text, lists joined with commas (app/api/client.server.ts).
  const sent = (query: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== null && v !== "")
        .map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
    );
  const roundTrip = <S extends z.ZodObject>(search: string, schema: S) => {
    const query = parse(search, schema);
    expect(schema.parse(sent(apiQuery(schema, query) as Record<string, unknown>))).toEqual(query);
  };

  it("is sound: a parsed query, sent as the client sends it, is what the API parses", () => {
    roundTrip("search=Sales&company_id=4&sort_by=updated_at&order_by=desc&page=2", benchmarks);
    roundTrip("company_id=none", benchmarks);
    roundTrip("role=A&role=B&include_archived=true&start_date=2026-01-01&end_date=2026-02-01&sort_by=name", listSchema);
  });
});

describe("withChanges", () => {
  it("sets a parameter, keeps the others and goes back to page 1", () => {
    expect(withChanges("?search=a&sort_by=name&page=3", { search: "b" }).toString()).toBe("search=b&sort_by=name");
    expect(withChanges("?search=a&page=3", { page: 4 }).toString()).toBe("search=a&page=4");
    expect(withChanges("?search=a&page=3", { page: 1 }).toString()).toBe("search=a");
  });

  it("removes a parameter set to nothing, and one set to its default", () => {
    expect(
      withChanges("?search=a&include_tests=true&role=x", { search: "", include_tests: false, role: [] }).size,
    ).toBe(0);
    expect(withChanges("?company_id=3", { company_id: null }).toString()).toBe("");
    const defaults = { sort_by: "name", order_by: "asc" };
    expect(withChanges("?sort_by=company", { sort_by: "name", order_by: "asc" }, { defaults }).toString()).toBe("");
    expect(withChanges("", { sort_by: "updated_at", order_by: "desc" }, { defaults }).toString()).toBe(
      "sort_by=updated_at&order_by=desc",
    );
  });

  it("writes lists repeated, or comma-separated when asked", () => {
    expect(withChanges("", { role: ["Hygienist", "Receptionist"] }).toString()).toBe(
      "role=Hygienist&role=Receptionist",
    );
    expect(withChanges("", { status: ["published", "closed"] }, { arrays: "comma" }).toString()).toBe(
      "status=published%2Cclosed",
    );
  });

  it("round-trips through listQuery", () => {
    const params = withChanges("", { role: ["A", "B"], include_archived: true, sort_by: "name", page: 2 });
    expect(listQuery(params, listSchema)).toMatchObject({
      role: ["A", "B"],
      include_archived: true,
      sort_by: "name",
      page: 2,
    });
  });

  it("writes `?…` or nothing", () => {
    expect(searchString(new URLSearchParams("a=1"))).toBe("?a=1");
    expect(searchString(new URLSearchParams())).toBe("");
  });
});
