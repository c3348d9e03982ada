// The public job board (/careers): every published job, newest first, searchable, a page at a time.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
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
  // The board knows its company only while it shows one company's jobs: then that company's default language.
  const company = companies.data.find((c) => c.id === companyId);
  const i18n = await candidateI18n(request, ["careers"], company?.default_language);
  return { jobs: body.data, pages, search, page, companyId, companies: companies.data, i18n };
}
