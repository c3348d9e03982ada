import { z } from "zod";
import { auditContract } from "../../api/audit/contract";
import { companiesContract, companySearchQuery } from "../../api/companies/contract";
import { id } from "../../api/http/contract";
import { usersContract } from "../../api/users/contract";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { listQuery } from "~/ui/list";
import { COMPANY_TABS, PAGE_SIZE, type SelectedCompany } from "./model";

/**
 * The overview's URL: the search's own fields (the franchise filter as `franchise`), and the company open in the
 * drawer with its tab.
 */
export const overviewQuery = z.object({
  search: companySearchQuery.shape.search,
  franchise: companySearchQuery.shape.franchise_id,
  page: companySearchQuery.shape.page,
  // The order within each franchise group.
  sort_by: companySearchQuery.shape.sort_by,
  order_by: companySearchQuery.shape.order_by,
  company: id("a company id").optional(),
  tab: z.enum(COMPANY_TABS).default("users"),
});
export type OverviewQuery = z.output<typeof overviewQuery>;

/** A company with what its drawer shows, or null when it is not (or no longer) in the viewer's scope. */
async function loadSelected(api: ApiClient, id: number): Promise<SelectedCompany | null> {
  try {
    const query = { company_id: id };
    const [company, users, locations, departments, roleNames, events, audit] = await Promise.all([
      api.call(companiesContract.get, { params: { id } }),
      api.call(usersContract.search, { query: { company_id: id, limit: 100, sort_by: "name" } }),
      api.call(companiesContract.listLocations, { query }),
      api.call(companiesContract.listDepartments, { query }),
      api.call(companiesContract.listRoleNames, { query }),
      api.call(companiesContract.events, { params: { id }, query: { limit: 30 } }),
      api.call(auditContract.search, { query: { company_id: id, limit: 30 } }),
    ]);
    return {
      company: company.data,
      users: users.data,
      items: { locations: locations.data, departments: departments.data, "role-names": roleNames.data },
      events: events.data,
      audit: audit.data,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The companies overview: a page of companies by franchise, the franchises to filter by, the open company. */
export async function loadOverview(api: ApiClient, request: Request) {
  const query = listQuery(request, overviewQuery);
  const [companies, franchises, selected] = await Promise.all([
    api.call(companiesContract.search, {
      query: {
        search: query.search,
        franchise_id: query.franchise,
        sort_by: query.sort_by,
        order_by: query.order_by,
        page: query.page,
        limit: PAGE_SIZE,
      },
    }),
    api.call(companiesContract.franchises),
    query.company ? loadSelected(api, query.company) : null,
  ]);
  return { companies: companies.data, total: companies.meta.total, franchises: franchises.data, selected, query };
}
