import "@mantine/core/styles/Divider.layer.css";
import {
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { DropResult } from "@hello-pangea/dnd";
import { useFetcher, useLocation, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import brand from "~brand";
import { track } from "~/telemetry/telemetry";
import { useActionResult } from "~/ui/action";
import { showUndoToast } from "~/ui/toasts";
import type { BoardAction, BoardActionResult, BoardLoaderData } from "./board.server";
import { appendPage, applyDrop, mergeColumns, statusesOf, type BoardColumn, type Drop } from "./board-state";
import { BoardView } from "./BoardView";
import { cardsText, hiddenCardsText } from "./counts";
import { FilterBar } from "./FilterBar";
import {
  clearStoredFilters,
  filtersFromParams,
  filtersToParams,
  readStoredFilters,
  storeFilters,
  type KanbanFilters,
} from "./filters";
import { useMoveQueue } from "./useMoveQueue";

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
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // While the next board loads, the filters already show what was chosen.
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const shownFilters = useMemo(
    () => (pendingSearch === null ? filters : filtersFromParams(new URLSearchParams(pendingSearch))),
    [filters, pendingSearch],
  );
  const [columns, setColumns] = useState<BoardColumn[]>(board.columns);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  // New board data (navigation, revalidation after move all / undo): show it, and keep the filters in the browser.
  useEffect(() => setColumns(board.columns), [board]);
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

  const { enqueue, pending: saving } = useMoveQueue({
    pipelineId: board.pipeline.id,
    search: location.search,
    loaded: (status) => columnsRef.current.find((c) => c.status === status)?.cards.length ?? 0,
    onSettled: (fresh) => setColumns((current) => mergeColumns(current, fresh)),
    onSaved: (move, from) => {
      if (move.kind === "status" && move.status !== from)
        track("Candidate Stage Changed", {
          candidate_id: move.id,
          from_stage: from,
          to_stage: move.status,
          pipeline_id: board.pipeline.id,
        });
    },
    onError: () => revalidator.revalidate(),
  });

  // A drop and "Move to…" alike: shown at once, then saved in turn with the other moves.
  const move = useCallback(
    (drop: Drop) => {
      const applied = applyDrop(columnsRef.current, drop);
      if (!applied) return false;
      columnsRef.current = applied.columns;
      setColumns(applied.columns);
      enqueue(applied.request, statusesOf(applied.request, drop.from.status), drop.from.status);
      return true;
    },
    [enqueue],
  );
  const onDrop = useCallback(
    (result: DropResult) => {
      if (!result.destination) return;
      move({
        cardId: Number(result.draggableId),
        from: { status: result.source.droppableId, index: result.source.index },
        to: { status: result.destination.droppableId, index: result.destination.index },
      });
    },
    [move],
  );

  // "Move to…": the card goes to the top of the chosen column, which scrolls into view; focus follows the card (its
  // menu button), and a screen reader hears where it went (a drag tells it through the library's announcements).
  const [moved, setMoved] = useState<{ id: number; text: string } | null>(null);
  const onMoveTo = useCallback(
    (cardId: number, status: string) => {
      for (const column of columnsRef.current) {
        const index = column.cards.findIndex((c) => c.id === cardId);
        if (index < 0) continue;
        const card = column.cards[index];
        const to = { status, index: 0 };
        if (move({ cardId, from: { status: column.status, index }, to }))
          setMoved({ id: cardId, text: `${card.first} ${card.last} moved to ${status}.` });
        return;
      }
    },
    [move],
  );
  useEffect(() => {
    if (!moved) return;
    const button = document.querySelector<HTMLElement>(`[data-move-to="${moved.id}"]`);
    button?.scrollIntoView({ block: "nearest", inline: "nearest" });
    button?.focus({ preventScroll: true });
  }, [moved]);

  // "Show more": the next page of one column.
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
    [filters, location.pathname],
  );
  useEffect(() => {
    if (more.state !== "idle" || !more.data || more.data.kind !== "more") return;
    const page = more.data;
    setColumns((current) => appendPage(current, page.status, page));
    setLoadingMore(null);
  }, [more.state, more.data]);

  // Move all and clear order: chosen and confirmed in the column's dialog, then undoable from a 15 s toast.
  const [actionsFor, setActionsFor] = useState<BoardColumn | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const batch = useFetcher<BoardActionResult>({ key: "board-batch" });
  const undo = useFetcher<BoardActionResult>({ key: "board-undo" });
  const submit = (fetcher: typeof batch, body: BoardAction) =>
    fetcher.submit(body as never, { method: "post", encType: "application/json" });
  // A batch that changed something is offered for Undo in its own toast; one that changed nothing just says so.
  useActionResult(batch.data, {
    successToast: (result) => !result.data.batchId,
    onSuccess: (result) => {
      const batchId = result.data.batchId;
      if (batchId && result.message)
        showUndoToast({ message: result.message, onUndo: () => submit(undo, { intent: "undo", batchId }) });
    },
  });
  useActionResult(undo.data);

  const onColumnActions = useCallback((column: BoardColumn) => {
    setTarget(null);
    setActionsFor(column);
  }, []);
  const moveAll = () => {
    if (!actionsFor || !target) return;
    submit(batch, { intent: "move-all", pipelineId: board.pipeline.id, status: actionsFor.status, newStatus: target });
    setActionsFor(null);
  };
  const clearOrder = () => {
    if (!actionsFor) return;
    submit(batch, { intent: "clear-order", pipelineId: board.pipeline.id, status: actionsFor.status });
    setActionsFor(null);
  };
  const targets = useMemo(
    () => board.pipeline.statuses.filter((s) => s.name !== actionsFor?.status).map((s) => s.name),
    [board.pipeline.statuses, actionsFor],
  );
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

      <Modal
        opened={actionsFor !== null}
        onClose={() => setActionsFor(null)}
        title={actionsFor ? `${actionsFor.status}: column actions` : ""}
      >
        {actionsFor ? (
          <Stack gap="md">
            <Stack gap="xs" component="section" aria-labelledby="move-all-heading">
              <Title order={3} size="h5" id="move-all-heading">
                Move all cards
              </Title>
              <Text size="sm">
                All {actionsFor.all_total} card{actionsFor.all_total === 1 ? "" : "s"} in {actionsFor.status}
                {actionsFor.all_total > actionsFor.total ? ", including those the filters hide," : ""} move to the
                status you choose. You can undo this for 15 seconds.
              </Text>
              <Select label="Move them to" data={targets} value={target} onChange={setTarget} allowDeselect={false} />
              <Group justify="flex-end">
                <Button onClick={moveAll} disabled={!target || actionsFor.all_total === 0}>
                  Move all
                </Button>
              </Group>
            </Stack>
            <Divider />
            <Stack gap="xs" component="section" aria-labelledby="clear-order-heading">
              <Title order={3} size="h5" id="clear-order-heading">
                Clear manual order
              </Title>
              <Text size="sm">
                The cards in {actionsFor.status} go back to the default order, newest first. You can undo this for 15
                seconds.
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={clearOrder}>
                  Clear order
                </Button>
              </Group>
            </Stack>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
