import { describe, expect, test } from "vitest";
import { activeFilterCount, candidateRow, DEFAULT_QUERY, emailBreaks, shortDate, type SurveyResultJson } from "./list-model";
import { apiQuery, parseCandidateQuery, queryString } from "./query.server";

const parse = (search: string) => parseCandidateQuery(new URLSearchParams(search));

describe("the candidate list's query", () => {
  test("defaults to the newest first, 25 a page, without archived results and tests", () => {
    expect(parse("")).toEqual(DEFAULT_QUERY);
    expect(queryString(DEFAULT_QUERY)).toBe("");
  });

  test("reads every filter, sort and page, and writes them back the same", () => {
    const search =
      "search=ann&company_id=3&location_id=4&department_id=5&role=Baker&role=Barista&status=New&start_date=2026-01-01&end_date=2026-02-01&include_archived=true&include_tests=true&page=2&limit=50&sort_by=name&order_by=asc";
    const query = parse(search);
    expect(query).toEqual({
      search: "ann",
      company_id: 3,
      location_id: 4,
      department_id: 5,
      role: ["Baker", "Barista"],
      status: ["New"],
      start_date: "2026-01-01",
      end_date: "2026-02-01",
      include_archived: true,
      include_tests: true,
      page: 2,
      limit: 50,
      sort_by: "name",
      order_by: "asc",
    });
    expect(parse(queryString(query).slice(1))).toEqual(query);
    expect(activeFilterCount(query)).toBe(8);
  });

  test("replaces what it cannot use with the default", () => {
    const query = parse(
      "company_id=x&page=-3&limit=7&sort_by=shoe&order_by=up&start_date=2026-13-45&end_date=soon&include_tests=yes",
    );
    expect(query).toEqual(DEFAULT_QUERY);
    // An end before the start is dropped rather than answered with nothing.
    expect(parse("start_date=2026-02-01&end_date=2026-01-01")).toMatchObject({
      start_date: "2026-02-01",
      end_date: null,
    });
  });

  test("becomes the API's parameters, lists joined by commas, absent when empty", () => {
    expect(apiQuery(parse("role=A&role=B&status=New")).role).toBe("A,B");
    expect(apiQuery(DEFAULT_QUERY)).toMatchObject({
      search: undefined,
      include_archived: undefined,
      sort_by: "created_at",
      page: 1,
    });
    expect(apiQuery(DEFAULT_QUERY, { onlyArchived: true }).only_archived).toBe(true);
  });

  test("shows dates the same everywhere", () => {
    expect(shortDate("2026-03-12T23:30:00Z")).toBe("Mar 12, 2026");
    expect(shortDate(null)).toBe("–");
  });
});

describe("a row of the list", () => {
  test("keeps what the list shows and its bulk actions need, and leaves the rest of the result on the server", () => {
    const domain = (percentile: number) => ({ percentile, band: "35-65" as const });
    const result = {
      id: 7,
      first: "Ana",
      last: "Costa",
      email: "ana@example.test",
      phone: "+1 555 0100",
      company_id: 3,
      company: { id: 3, name: "Harbor Dental" },
      location_id: 4,
      location: { id: 4, name: "Tacoma" },
      department_id: null,
      department: null,
      role_name: "Hygienist",
      role_name_id: 5,
      status: "New",
      pipeline_id: 2,
      is_test: false,
      archived_at: null,
      started_at: "2026-11-01T10:00:00.000Z",
      submitted_at: "2026-11-01T10:30:00.000Z",
      created_at: "2026-11-01T09:55:00.000Z",
      updated_at: "2026-11-02T08:00:00.000Z",
      domains: { N: domain(40), E: domain(60), O: domain(50), A: domain(70), C: domain(30) },
    } as unknown as SurveyResultJson;
    expect(candidateRow(result)).toEqual({
      id: 7,
      first: "Ana",
      last: "Costa",
      email: "ana@example.test",
      is_test: false,
      archived_at: null,
      status: "New",
      role_name: "Hygienist",
      created_at: "2026-11-01T09:55:00.000Z",
      submitted_at: "2026-11-01T10:30:00.000Z",
      assessment_count: 1,
      company: { name: "Harbor Dental" },
      location: { name: "Tacoma" },
      department: null,
      domains: {
        N: { percentile: 40 },
        E: { percentile: 60 },
        O: { percentile: 50 },
        A: { percentile: 70 },
        C: { percentile: 30 },
      },
    });
    expect(candidateRow({ ...result, domains: null }).domains).toBeNull();
  });
});

describe("an e-mail address's wrapping points", () => {
  test("are after the @ and before each dot, so no word is cut", () => {
    expect(emailBreaks("ana.ruiz@harbor-dental.example.com")).toEqual([
      "ana",
      ".ruiz@",
      "harbor-dental",
      ".example",
      ".com",
    ]);
    expect(emailBreaks("x@y")).toEqual(["x@", "y"]);
    expect(emailBreaks("").join("")).toBe("");
  });
});
