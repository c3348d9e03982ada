// The share panel's resource route for a view: the view named in its query the way the API names it. Safe for
// browser code.
import type { SharedViewJson, ViewSubject } from "../../api/view-shares/contract";

export type { SharedViewJson };

/** `/view-shares?kind=comparison&survey_result_ids=1,2`, `?kind=team&team_id=3`, `?kind=conflict&…`. */
export function viewSharesRoute(subject: ViewSubject): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(subject)) {
    if (value === undefined) continue;
    query.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return `/view-shares?${query}`;
}
