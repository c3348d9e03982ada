import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { CompanyOptions, JobJson } from "./model";

/**
 * The job form's company and what it offers (locations, departments, roles, templates): the page loads them for
 * the first company, and choosing another fetches its own. `options` is null while they load.
 */
export function useCompanyOptions(job: JobJson | null, initialOptions: CompanyOptions | null) {
  const [companyId, setCompanyId] = useState<string>(String(job?.company_id ?? initialOptions?.company_id ?? ""));
  const optionsFetcher = useFetcher<CompanyOptions>();
  const options =
    optionsFetcher.data && String(optionsFetcher.data.company_id) === companyId
      ? optionsFetcher.data
      : initialOptions && String(initialOptions.company_id) === companyId
        ? initialOptions
        : null;

  useEffect(() => {
    if (companyId && !options && optionsFetcher.state === "idle")
      optionsFetcher.load(`/jobs/form-options?company_id=${companyId}`);
  }, [companyId, options, optionsFetcher]);

  return { companyId, setCompanyId, options };
}
