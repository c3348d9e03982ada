import { describe, expect, test } from "vitest";
import { activeFilterCount, DEFAULT_QUERY, shortDate } from "./model";
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
    expect(shortDate("2026-03-12T23:30:00Z")).toBe("12 Mar 2026");
    expect(shortDate(null)).toBe("–");
  });
});
