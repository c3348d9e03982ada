import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo } from "react";
import { clearStoredFilters, filtersFromParams, filtersToParams, storeFilters, type KanbanFilters } from "./filters";

/**
 * The board's filters, kept in the URL and in this browser: what the filter bar shows (already the chosen ones while
 * the next board loads), a change, and "clear" back to one's own company.
 */
export function useBoardFilters(filters: KanbanFilters, ownCompanyId: number) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // While the next board loads, the filters already show what was chosen.
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const shownFilters = useMemo(
    () => (pendingSearch === null ? filters : filtersFromParams(new URLSearchParams(pendingSearch))),
    [filters, pendingSearch],
  );

  useEffect(() => storeFilters(window.localStorage, filters), [filters]);

  const changeFilters = useCallback(
    (changes: Partial<KanbanFilters>, opts: { replace?: boolean } = {}) => {
      navigate(`?${filtersToParams({ ...shownFilters, ...changes })}`, {
        replace: opts.replace,
        preventScrollReset: true,
      });
    },
    [shownFilters, navigate],
  );
  const clearFilters = useCallback(() => {
    clearStoredFilters(window.localStorage);
    navigate(`?company_id=${ownCompanyId}`, { preventScrollReset: true });
  }, [navigate, ownCompanyId]);

  return { shownFilters, changeFilters, clearFilters };
}
