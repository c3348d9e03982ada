import { describe, expect, it } from "vitest";
import { apiQuery, parseUserQuery, queryString } from "./model";

describe("the user-management query", () => {
  it("falls back to defaults for anything unusable in the URL", () => {
    const query = parseUserQuery(
      new URLSearchParams("page=-3&limit=1000&role=KING&sort_by=password&order_by=up&active=maybe&company_id=x"),
    );
    expect(query).toEqual({
      search: "",
      company_id: null,
      role: null,
      active: "all",
      page: 1,
      limit: 25,
      sort_by: "name",
      order_by: "asc",
    });
  });

  it("round-trips through the URL and leaves defaults out", () => {
    const query = parseUserQuery(
      new URLSearchParams(
        "search=ann&company_id=3&role=COMPANY_USER&active=0&page=2&limit=50&sort_by=email&order_by=desc",
      ),
    );
    expect(parseUserQuery(new URLSearchParams(queryString(query).slice(1)))).toEqual(query);
    expect(queryString(parseUserQuery(new URLSearchParams()))).toBe("");
  });

  it("asks the API for every status when the filter is 'all'", () => {
    expect(apiQuery(parseUserQuery(new URLSearchParams())).active).toBeUndefined();
    expect(apiQuery(parseUserQuery(new URLSearchParams("active=1"))).active).toBe("1");
  });
});
