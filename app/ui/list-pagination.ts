/** @deprecated Moved into the list-page kit: import `listPagination` from `~/ui/list`. Goes once no page uses it. */
export { listPagination } from "./list/pagination";
