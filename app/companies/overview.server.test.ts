import { describe, expect, it } from "vitest";
import { listQuery } from "~/ui/list";
import { overviewQuery } from "./overview.server";

const query = (search: string) => listQuery(new URLSearchParams(search), overviewQuery);

describe("the companies overview's URL", () => {
  it("reads the search, the franchise filter, the page and the open company with its tab", () => {
    expect(query("search=harbor&franchise=3&page=2&company=5&tab=logo")).toEqual({
      search: "harbor",
      franchise: 3,
      page: 2,
      sort_by: "name",
      order_by: "asc",
      company: 5,
      tab: "logo",
    });
    expect(query("franchise=none")).toMatchObject({ franchise: "none", page: 1, tab: "users" });
  });

  it("reads the sort within the franchise groups", () => {
    expect(query("sort_by=last_activity&order_by=desc")).toMatchObject({ sort_by: "last_activity", order_by: "desc" });
  });

  it("leaves out what it cannot use instead of failing the page", () => {
    expect(query("franchise=abc&page=x&company=-1&tab=secrets&sort_by=secret&order_by=up")).toEqual({
      page: 1,
      sort_by: "name",
      order_by: "asc",
      tab: "users",
    });
  });
});
