import { Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import brand from "~brand";
import type { BoardLoaderData } from "./board.server";
import type { BoardColumn } from "./board-state";
import { BoardView } from "./BoardView";
import { ColumnActionsDialog } from "./ColumnActionsDialog";
import { cardsText, hiddenCardsText } from "./counts";
import { FilterBar } from "./FilterBar";
import { filtersToParams, readStoredFilters } from "./filters";
import { useBoardFilters } from "./useBoardFilters";
import { useBoardMoves } from "./useBoardMoves";
import { useColumnPages } from "./useColumnPages";

/**
 * /hiring-pipeline: the board, or (for a bare address) a spinner while the filters kept in this browser are put into
 * the URL.
 */
export function HiringPipelinePage({ data }: { data: BoardLoaderData }) {
  const navigate = useNavigate();

  // A bare /hiring-pipeline: put the filters kept in this browser (or the defaults) into the URL.
  useEffect(() => {
    if (data.kind !== "restore") return;
    const stored = readStoredFilters(window.localStorage);
    const params = stored ? filtersToParams(stored) : new URLSearchParams();
    if (!params.has("company_id") && !params.has("location_id")) params.set("company_id", String(data.ownCompanyId));
    navigate(`?${params}`, { replace: true, preventScrollReset: true });
  }, [data, navigate]);

  if (data.kind !== "board") {
    return (
      <Center mih={240} role="status" aria-live="polite">
        <Loader aria-label="Loading the board" />
      </Center>
    );
  }
  return <BoardPage data={data} />;
}

type BoardData = Extract<BoardLoaderData, { kind: "board" }>;

function BoardPage({ data }: { data: BoardData }) {
  const { board, filters, options, ownCompanyId } = data;
  const location = useLocation();
  const revalidator = useRevalidator();
  const { shownFilters, changeFilters, clearFilters } = useBoardFilters(filters, ownCompanyId);
  const [columns, setColumns] = useState<BoardColumn[]>(board.columns);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  // New board data (navigation, revalidation after move all / undo): show it.
  useEffect(() => setColumns(board.columns), [board]);

  const { saving, onDrop, onMoveTo, moved } = useBoardMoves({
    pipelineId: board.pipeline.id,
    search: location.search,
    columnsRef,
    setColumns,
    onError: () => revalidator.revalidate(),
  });
  const { onShowMore, loadingMore } = useColumnPages({ filters, columnsRef, setColumns });

  // Move all and clear order: in the column's dialog.
  const [actionsFor, setActionsFor] = useState<BoardColumn | null>(null);
  const onColumnActions = useCallback((column: BoardColumn) => setActionsFor(column), []);
  const hiddenColumns = board.pipeline.statuses.length - columns.length;
  // The board's own count (what the candidate list counts, for the same filters) and why any cards are left out.
  const shownCards = columns.reduce((sum, c) => sum + c.total, 0);
  const boardHidden = hiddenCardsText(
    columns.reduce((sum, c) => sum + c.all_total - c.total, 0),
    filters,
  );
  const hiddenText = useCallback((hidden: number) => hiddenCardsText(hidden, filters), [filters]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {brand.wording.pipeline}
          </Title>
          <Text c="dimmed" size="sm">
            {board.company.name} · {board.pipeline.name} ·{" "}
            <span data-testid="board-count">
              {cardsText(shownCards)}
              {boardHidden ? ` (${boardHidden})` : ""}
            </span>
            {hiddenColumns > 0
              ? ` · ${hiddenColumns} column${hiddenColumns === 1 ? "" : "s"} hidden by the status filter`
              : ""}
          </Text>
        </div>
        {saving ? (
          <Text size="xs" c="dimmed" role="status">
            Saving…
          </Text>
        ) : null}
        <VisuallyHidden role="status" data-testid="board-moved">
          {moved?.text}
        </VisuallyHidden>
      </Group>
      <FilterBar
        filters={shownFilters}
        options={options}
        benchmarks={board.benchmarks}
        onChange={changeFilters}
        onClear={clearFilters}
      />
      <BoardView
        columns={columns}
        onDrop={onDrop}
        onMoveTo={onMoveTo}
        onShowMore={onShowMore}
        loadingMore={loadingMore}
        onColumnActions={onColumnActions}
        hiddenText={hiddenText}
      />

      <ColumnActionsDialog column={actionsFor} pipeline={board.pipeline} onClose={() => setActionsFor(null)} />
    </Stack>
  );
}
