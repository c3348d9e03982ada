// The list-page kit: URL state from the contract's query schema, the toolbar with a debounced search, sortable
// headers with aria-sort, the pager, the confirm dialog for destructive row actions, empty and loading states.
// Every list page (candidates, archived, jobs, templates, users, companies, role benchmarks) is built from these.
export { CompanyFilter } from "./CompanyFilter";
export { ConfirmDialog } from "./ConfirmDialog";
export { IncludeSwitchPair } from "./IncludeSwitches";
export { ListEmpty } from "./ListEmpty";
export { ListPageHeader, pageClasses } from "./ListPageHeader";
export { ListPager } from "./ListPager";
export { ListTable, rowLink, type ListTableProps } from "./ListTable";
export { ListToolbar, SearchBox, SEARCH_DELAY_MS } from "./ListToolbar";
export { listPagination, pageRangeText, type PagerProps } from "./pagination";
export { ariaSort, nextSort, type ListSort, type SortDirection, type SortState } from "./sort";
export { RowActions } from "./RowActions";
export { SortHeader } from "./SortHeader";
export { useListLoading, useListSort, useListUrl } from "./use-list-url";
export {
  apiQuery,
  listQuery,
  searchString,
  withChanges,
  type ListSource,
  type ListUrlOptions,
  type ParamChanges,
  type ParamValue,
} from "./url-state";
