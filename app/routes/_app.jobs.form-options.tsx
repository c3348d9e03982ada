import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireJobsAdmin } from "~/jobs/access.server";
import { companyOptions } from "~/jobs/options.server";
import { id } from "../../api/http/contract";

/** A resource route: the job form asks it for a company's locations, departments, roles and templates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const companyId = id().safeParse(new URL(request.url).searchParams.get("company_id"));
  if (!companyId.success) throw new Response("Bad Request", { status: 400 });
  return companyOptions(api, companyId.data);
}
