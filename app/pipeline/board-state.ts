// The board as the browser holds it, and what a drop does to it before the server answers. Pure; safe for browser
// code. The server has the last word: after the moves settle, the columns they touched are read again.
import type { BoardColumn } from "../../api/pipeline/contract";

// The board as GET /survey-results/board answers it: the types of its contract (types only, no API code).
export type { Board, BoardCard, BoardColumn } from "../../api/pipeline/contract";

/**
 * Cards per column on first load and per "Show more". A board of 2,000 cards thus renders about 150 at first, which
 * keeps opening it well under a second of main-thread work (npm run bench).
 */
export const PAGE_SIZE = 25;

/** A move the server is asked to make. */
export type MoveRequest =
  | { kind: "reorder"; status: string; ids: number[] }
  | { kind: "status"; id: number; status: string; after_id: number | null; before_id: number | null };

export interface Drop {
  cardId: number;
  from: { status: string; index: number };
  to: { status: string; index: number };
}

/**
 * Applies a drop to the columns (what the user sees at once) and says what to ask the server: within a column, the
 * new order of the cards the user sees; across columns, the new status with the neighbours the card landed between.
 */
export function applyDrop(columns: BoardColumn[], drop: Drop): { columns: BoardColumn[]; request: MoveRequest } | null {
  const source = columns.find((c) => c.status === drop.from.status);
  const target = columns.find((c) => c.status === drop.to.status);
  if (!source || !target) return null;
  const card = source.cards[drop.from.index];
  if (!card || card.id !== drop.cardId) return null;
  if (source === target) {
    if (drop.from.index === drop.to.index) return null;
    const cards = [...source.cards];
    cards.splice(drop.from.index, 1);
    cards.splice(drop.to.index, 0, card);
    return {
      columns: columns.map((c) => (c === source ? { ...c, cards } : c)),
      request: { kind: "reorder", status: source.status, ids: cards.map((c) => c.id) },
    };
  }
  const sourceCards = source.cards.filter((_, i) => i !== drop.from.index);
  const moved = { ...card, status: target.status, days_in_status: 0 };
  const targetCards = [...target.cards];
  targetCards.splice(drop.to.index, 0, moved);
  return {
    columns: columns.map((c) => {
      if (c === source) return { ...c, cards: sourceCards, total: c.total - 1, all_total: c.all_total - 1 };
      if (c === target) return { ...c, cards: targetCards, total: c.total + 1, all_total: c.all_total + 1 };
      return c;
    }),
    request: {
      kind: "status",
      id: card.id,
      status: target.status,
      after_id: targetCards[drop.to.index - 1]?.id ?? null,
      before_id: targetCards[drop.to.index + 1]?.id ?? null,
    },
  };
}

/** The statuses a move touches (to read again once the moves settle). */
export function statusesOf(request: MoveRequest, from?: string): string[] {
  return request.kind === "reorder"
    ? [request.status]
    : [...new Set([from, request.status].filter((s): s is string => !!s))];
}

/** Replaces the columns the server read again, keeping the others as they are. */
export function mergeColumns(columns: BoardColumn[], fresh: BoardColumn[]): BoardColumn[] {
  const byStatus = new Map(fresh.map((c) => [c.status, c]));
  return columns.map((c) => byStatus.get(c.status) ?? c);
}

/** Appends a further page of a column (skipping cards already shown, should the column have shifted meanwhile). */
export function appendPage(
  columns: BoardColumn[],
  status: string,
  page: Pick<BoardColumn, "cards" | "has_more" | "total">,
): BoardColumn[] {
  return columns.map((c) => {
    if (c.status !== status) return c;
    const seen = new Set(c.cards.map((card) => card.id));
    return {
      ...c,
      cards: [...c.cards, ...page.cards.filter((card) => !seen.has(card.id))],
      has_more: page.has_more,
      total: page.total,
    };
  });
}
