import { describe, expect, it } from "vitest";
import { listQuery, searchString, withChanges } from "~/ui/list";
import { userListQuery } from "./list.server";
import { LIST_DEFAULTS, savedMessage, statusFilter } from "./model";

const parse = (search: string) => listQuery(new URLSearchParams(search), userListQuery);

describe("the user-management query", () => {
  it("falls back to defaults for anything unusable in the URL", () => {
    const query = parse("page=-3&limit=1000&role=KING&sort_by=password&order_by=up&active=maybe&company_id=x");
    expect(query).toEqual({ page: 1, limit: 25, sort_by: "name", order_by: "asc" });
  });

  it("round-trips through the URL and leaves defaults out", () => {
    const query = parse(
      "search=ann&company_id=3&role=COMPANY_USER&active=0&page=2&limit=50&sort_by=email&order_by=desc",
    );
    const written = withChanges("", { ...query }, { defaults: LIST_DEFAULTS });
    expect(parse(written.toString())).toEqual(query);
    expect(searchString(withChanges("", { ...parse("") }, { defaults: LIST_DEFAULTS }))).toBe("");
  });

  it("asks the API for every status when the filter is 'all'", () => {
    expect(parse("").active).toBeUndefined();
    expect(statusFilter(parse("").active)).toBe("all");
    expect(parse("active=1").active).toBe(1);
    expect(statusFilter(parse("active=0").active)).toBe("0");
  });
});

describe("the toast after saving a user", () => {
  const rita = { first: "Rita", last: "Recruiter", auth_role: "COMPANY_OWNER" } as const;

  it("names the new role and the old one when the role changed", () => {
    expect(savedMessage(rita, "COMPANY_USER")).toBe("Rita Recruiter is now a company owner (was a company user).");
  });

  it("says only that the user was saved when the role stayed", () => {
    expect(savedMessage(rita, "COMPANY_OWNER")).toBe("Rita Recruiter was saved.");
    expect(savedMessage(rita)).toBe("Rita Recruiter was saved.");
  });
});
