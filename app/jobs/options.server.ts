import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { requireJobsAdmin } from "./access.server";
import type { CompanyOptions, NamedOption } from "./model";
import { companiesContract } from "../../api/companies/contract";
import { id } from "../../api/http/contract";
import { jobTemplatesContract } from "../../api/job-templates/contract";

export async function companyOptions(api: ApiClient, companyId: number): Promise<CompanyOptions> {
  const query = { company_id: companyId };
  const [locations, departments, roles, templates] = await Promise.all([
    api.reference(companiesContract.listLocations, { query }),
    api.reference(companiesContract.listDepartments, { query }),
    api.reference(companiesContract.listRoleNames, { query }),
    api.call(jobTemplatesContract.list, { query }),
  ]);
  return {
    company_id: companyId,
    locations: locations.data.map(({ id, name }) => ({ id, name })),
    departments: departments.data.map(({ id, name }) => ({ id, name })),
    roles: roles.data.map(({ id, name, is_public }) => ({ id, name, is_public })),
    templates: templates.data.map(({ id, name, company_id, questions }) => ({ id, name, company_id, questions })),
  };
}

export async function companiesList(api: ApiClient): Promise<NamedOption[]> {
  // Read fresh, not from the 8-hour cache: sign-up and the HubSpot webhook add companies elsewhere.
  const body = await api.call(companiesContract.list);
  return body.data.map(({ id, name }) => ({ id, name }));
}

/** The job form's request for a company's locations, departments, roles and templates (`?company_id=`). */
export async function loadFormOptions({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const companyId = id().safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!companyId.success) throw new Response("Bad Request", { status: 400 });
  return companyOptions(api, companyId.data);
}
