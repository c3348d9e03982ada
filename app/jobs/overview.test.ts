// The jobs overview keeps the whole job search in its URL, read with the search operation's own query schema.
import { describe, expect, it } from "vitest";
import { apiQuery, listQuery } from "~/ui/list";
import { jobsContract } from "../../api/jobs/contract";

const schema = jobsContract.search.query;

describe("the jobs overview's URL", () => {
  it("reads every parameter of the job search, lists comma-separated or repeated", () => {
    const query = listQuery(
      new URLSearchParams(
        "search=Dental&status=published,closed&include_archived=true&include_tests=1&sort_by_company_field=industry&order_by=asc&limit=50",
      ),
      schema,
    );
    expect(query).toMatchObject({
      search: "Dental",
      status: ["published", "closed"],
      include_archived: true,
      include_tests: true,
      sort_by_company_field: "industry",
      order_by: "asc",
      limit: 50,
      page: 1,
    });
    expect(listQuery(new URLSearchParams("status=draft&status=filled"), schema).status).toEqual(["draft", "filled"]);
  });

  it("falls back to the defaults for what it cannot use, never an error page", () => {
    const query = listQuery(
      new URLSearchParams(
        "limit=500&order_by=sideways&status=published,gone&start_date=2026-03-01&end_date=2026-01-01",
      ),
      schema,
    );
    expect(query).toMatchObject({ limit: 20, order_by: "desc", status: ["published"], include_archived: false });
    // An end before the start: the end is what the rule names.
    expect(query.start_date).toBe("2026-03-01");
    expect(query.end_date).toBeUndefined();
  });

  it("is the search operation's input as the API client writes it", () => {
    const query = listQuery(new URLSearchParams("status=paused,draft&include_tests=true&job_id=4"), schema);
    // As app/api/client.server.ts writes a query: lists comma-separated, everything else as text.
    const sent = Object.fromEntries(
      Object.entries(apiQuery(schema, query))
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
    );
    expect(schema.parse(sent)).toEqual(query);
  });
});
