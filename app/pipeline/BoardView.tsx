import { Button, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from "@hello-pangea/dnd";
import { useNavigate } from "@remix-run/react";
import { memo, useCallback, useMemo, useRef, type MouseEvent } from "react";
import { useNonce } from "~/ui/nonce";
import type { BoardCard as Card, BoardColumn } from "./board-state";
import { BoardCard } from "./BoardCard";
import classes from "./Board.module.css";
import { useBoardSensors } from "./keyboard-sensor";

interface BoardViewProps {
  columns: BoardColumn[];
  onDrop(result: DropResult): void;
  /** "Move to…" on a card: moves it to the top of that column. */
  onMoveTo(cardId: number, status: string): void;
  onShowMore(status: string): void;
  loadingMore: string | null;
  onColumnActions(column: BoardColumn): void;
  /** Why a column's hidden cards are not shown (counts.ts), for its "N not shown: …" line. */
  hiddenText(hidden: number): string | null;
}

const nameOf = (columns: BoardColumn[], draggableId: string) => {
  for (const column of columns) {
    const card = column.cards.find((c) => String(c.id) === draggableId);
    if (card) return `${card.first} ${card.last}`;
  }
  return "The card";
};

/**
 * The board: one droppable list per status, cards draggable by mouse, touch and keyboard (@hello-pangea/dnd), and a
 * "Move to…" menu on each card. Only the cards loaded so far are rendered (a page per column, then "Show more"), which
 * keeps a 2,000-card board light. While a card is dragged near the board's edge the library scrolls the board
 * (its auto-scroll), so a card reaches any column also on a phone.
 */
export function BoardView({
  columns,
  onDrop,
  onMoveTo,
  onShowMore,
  loadingMore,
  onColumnActions,
  hiddenText,
}: BoardViewProps) {
  const navigate = useNavigate();
  const boardRef = useRef<HTMLDivElement>(null);
  // The column a lifted card is over (the keyboard sensor brings its neighbour into view before a move sideways).
  const overRef = useRef<string | null>(null);
  const sensors = useBoardSensors({ board: () => boardRef.current, over: () => overRef.current });
  // One array for every card's menu while the columns stay the same.
  const statusKey = columns.map((c) => c.status).join("\n");
  const statuses = useMemo(() => statusKey.split("\n"), [statusKey]);
  // Drag and drop injects <style> elements, which the CSP refuses without the page's nonce.
  const nonce = useNonce();
  // The cards' report links are plain anchors; one listener follows them inside the app.
  const followLink = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-app-link]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(link.getAttribute("href")!);
    },
    [navigate],
  );
  // Screen readers hear where a card is going in the board's words, not the library's ids.
  const where = useCallback(
    (status: string, index: number) => {
      const column = columns.find((c) => c.status === status);
      return `${status}, position ${index + 1} of ${(column?.cards.length ?? 0) + 1}`;
    },
    [columns],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => {
      if (update.destination) overRef.current = update.destination.droppableId;
      if (update.destination)
        provided.announce(
          `${nameOf(columns, update.draggableId)}: ${where(update.destination.droppableId, update.destination.index)}`,
        );
    },
    [columns, where],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      overRef.current = null;
      delete boardRef.current?.dataset.dragging;
      const name = nameOf(columns, result.draggableId);
      if (!result.destination) provided.announce(`${name} was not moved.`);
      else provided.announce(`${name} moved to ${where(result.destination.droppableId, result.destination.index)}.`);
      onDrop(result);
    },
    [columns, where, onDrop],
  );
  return (
    <DragDropContext
      nonce={nonce}
      enableDefaultSensors={false}
      sensors={sensors}
      onBeforeCapture={() => {
        // Scroll snapping would pull the board back to a column after each step of the auto-scroll: off while dragging.
        if (boardRef.current) boardRef.current.dataset.dragging = "";
      }}
      onDragStart={(start: DragStart, provided) => {
        overRef.current = start.source.droppableId;
        provided.announce(
          `Picked up ${nameOf(columns, start.draggableId)}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
        );
      }}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
    >
      <div
        ref={boardRef}
        className={classes.board}
        data-testid="board"
        role="region"
        aria-label="Board columns"
        tabIndex={0}
        onClick={followLink}
      >
        {columns.map((column) => (
          <Column
            key={column.status}
            column={column}
            onShowMore={onShowMore}
            loadingMore={loadingMore === column.status}
            onColumnActions={onColumnActions}
            hiddenText={hiddenText}
            statuses={statuses}
            onMoveTo={onMoveTo}
          />
        ))}
      </div>
    </DragDropContext>
  );
}

const Column = memo(function Column({
  column,
  onShowMore,
  loadingMore,
  onColumnActions,
  hiddenText,
  statuses,
  onMoveTo,
}: {
  column: BoardColumn;
  onShowMore(status: string): void;
  loadingMore: boolean;
  onColumnActions(column: BoardColumn): void;
  hiddenText(hidden: number): string | null;
  statuses: string[];
  onMoveTo(cardId: number, status: string): void;
}) {
  const headingId = `column-${column.status_id}`;
  const hidden = column.total - column.cards.length;
  return (
    <section
      className={classes.column}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-status={column.status}
    >
      <header className={classes.columnHeader}>
        <h2 className={classes.columnTitle} id={headingId}>
          {column.status}
        </h2>
        <span className={classes.count} data-testid="column-count">
          {column.total}
          <VisuallyHidden> cards</VisuallyHidden>
        </span>
        {/* One dialog for the column's actions (move all, clear order) rather than a menu per column: lighter. */}
        <UnstyledButton
          className={classes.columnActions}
          aria-label={`${column.status} column actions`}
          onClick={() => onColumnActions(column)}
        >
          <span aria-hidden>⋯</span>
        </UnstyledButton>
      </header>
      <Droppable droppableId={column.status}>
        {(provided, snapshot) => (
          <ul
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={classes.list}
            data-dragging-over={snapshot.isDraggingOver || undefined}
            aria-labelledby={headingId}
          >
            <Cards cards={column.cards} status={column.status} statuses={statuses} onMoveTo={onMoveTo} />
            {provided.placeholder}
            {column.cards.length === 0 && !snapshot.isDraggingOver ? <li className={classes.empty}>No cards</li> : null}
          </ul>
        )}
      </Droppable>
      {column.has_more ? (
        <div className={classes.more}>
          <Button
            variant="subtle"
            size="compact-sm"
            fullWidth
            loading={loadingMore}
            onClick={() => onShowMore(column.status)}
          >
            Show more ({hidden} more)
          </Button>
        </div>
      ) : null}
      {column.all_total > column.total ? (
        <Text size="xs" c="dimmed" px="sm" pb="xs" data-testid="column-hidden">
          {hiddenText(column.all_total - column.total)}
        </Text>
      ) : null}
    </section>
  );
});

/**
 * A column's cards, rendered again only when they change: not when a drag enters or leaves the column (the
 * library re-renders the droppable then), which keeps dragging smooth on long columns.
 */
const Cards = memo(function Cards({
  cards,
  status,
  statuses,
  onMoveTo,
}: {
  cards: Card[];
  status: string;
  statuses: string[];
  onMoveTo(cardId: number, status: string): void;
}) {
  return cards.map((card, index) => (
    <Draggable key={card.id} draggableId={String(card.id)} index={index}>
      {(provided, snapshot) => (
        <BoardCard
          card={card}
          provided={provided}
          snapshot={snapshot}
          status={status}
          statuses={statuses}
          onMove={onMoveTo}
        />
      )}
    </Draggable>
  ));
});
