// The public job board (/careers): every published job, newest first, searchable, a page at a time.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api/client.server";
// The URL-state half of the list kit only: the public pages do not load its tables.
import { apiQuery, listQuery } from "~/ui/list/url-state";
import { requireJobsArea } from "./access.server";
import { jobBoardContract } from "../../api/job-board/contract";

const PAGE_SIZE = 20;
/** The board's URL: a search, a company and a page (its page size is the board's own). */
const boardQuery = jobBoardContract.list.query.omit({ limit: true });

/** GET /jobs/public with the URL's search, company and page, and the companies with open jobs. */
export async function loadCareers({ request, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  const query = listQuery(request, boardQuery);
  const api = apiClient(context, null);
  const [body, companies] = await Promise.all([
    api.call(jobBoardContract.list, {
      query: apiQuery(jobBoardContract.list.query, { ...query, limit: PAGE_SIZE }),
    }),
    api.call(jobBoardContract.companies, { query: {} }),
  ]);
  const { search = "", page, company_id: companyId = null } = query;
  const pages = Math.max(1, Math.ceil(body.meta.total / PAGE_SIZE));
  return { jobs: body.data, pages, search, page, companyId, companies: companies.data };
}
