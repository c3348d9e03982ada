import { useFetcher, useLocation } from "@remix-run/react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type MutableRefObject,
  type SetStateAction,
} from "react";
import type { BoardLoaderData } from "./board.server";
import { appendPage, type BoardColumn } from "./board-state";
import { filtersToParams, type KanbanFilters } from "./filters";

/** "Show more" on a board column: loads its next page with the board's filters and appends it. */
export function useColumnPages({
  filters,
  columnsRef,
  setColumns,
}: {
  filters: KanbanFilters;
  columnsRef: MutableRefObject<BoardColumn[]>;
  setColumns: Dispatch<SetStateAction<BoardColumn[]>>;
}) {
  const location = useLocation();
  const more = useFetcher<BoardLoaderData>({ key: "board-more" });
  const loadMore = useRef(more.load);
  loadMore.current = more.load;
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const onShowMore = useCallback(
    (status: string) => {
      const column = columnsRef.current.find((c) => c.status === status);
      if (!column) return;
      const params = filtersToParams(filters);
      params.set("column", status);
      params.set("offset", String(column.cards.length));
      setLoadingMore(status);
      loadMore.current(`${location.pathname}?${params}`);
    },
    [filters, location.pathname, columnsRef],
  );
  useEffect(() => {
    if (more.state !== "idle" || !more.data || more.data.kind !== "more") return;
    const page = more.data;
    setColumns((current) => appendPage(current, page.status, page));
    setLoadingMore(null);
  }, [more.state, more.data, setColumns]);

  return { onShowMore, loadingMore };
}
