import { memo } from "react";
import type { DraggableProvided, DraggableStateSnapshot } from "@hello-pangea/dnd";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import { formatDate } from "~domain/format";
import { VALIDITY_LABELS, VALIDITY_TITLES } from "~domain/assessment/validity-types";
import type { BoardCard as Card } from "./board-state";
import classes from "./Board.module.css";
import { MoveMenu } from "./MoveMenu";

export const daysLabel = (days: number) =>
  days === 0 ? "Today in this status" : `${days} day${days === 1 ? "" : "s"} in this status`;

interface Props {
  card: Card;
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
  /** The card's column, the board's columns in order, and the move "Move to…" asks for. */
  status: string;
  statuses: string[];
  onMove(cardId: number, status: string): void;
}

/**
 * One card: name (opens the report), role, fit band when there is one, days in the current status, and a flag when
 * its answers need a second look or are unreliable. The grip is the
 * drag handle for mouse, touch (press and hold) and keyboard (Space to lift, arrows to move, Space to drop); "Move
 * to…" moves the card without a drag.
 * Plain elements on purpose: a board renders hundreds of these, so each one costs as little as possible (the report
 * link is a plain anchor; the board follows it in the app, see BoardView).
 */
export const BoardCard = memo(function BoardCard({ card, provided, snapshot, status, statuses, onMove }: Props) {
  const name = `${card.first} ${card.last}`;
  const where = [card.role_name, card.location?.name, card.department?.name].filter(Boolean).join(" · ");
  return (
    <li
      ref={provided.innerRef}
      {...provided.draggableProps}
      className={classes.card}
      data-dragging={snapshot.isDragging || undefined}
      data-testid="board-card"
    >
      <div {...provided.dragHandleProps} className={classes.handle} aria-label={`Move ${name}`}>
        <span className={classes.grip} aria-hidden />
      </div>
      <div className={classes.body}>
        <div className={classes.nameRow}>
          <a href={`/survey-results/${card.id}`} className={classes.name} data-app-link>
            {name}
          </a>
          {card.fit ? (
            <span title={`Fit to ${card.fit.benchmark}`}>
              <ScoreBandBadge value={card.fit.score} size="sm" />
            </span>
          ) : null}
        </div>
        <div className={classes.meta}>{where}</div>
        {!card.fit && card.fit_note ? (
          // Without a fit the card says why ("No benchmark for Receptionist") rather than showing nothing.
          <div className={classes.meta} data-testid="fit-note">
            {card.fit_note.charAt(0).toUpperCase() + card.fit_note.slice(1)}
          </div>
        ) : null}
        <div className={classes.tags}>
          <span className={classes.meta} title={`Since ${formatDate(card.status_since)}`}>
            {daysLabel(card.days_in_status)}
          </span>
          {!card.submitted ? (
            <span className={classes.tag} data-kind="progress">
              In progress
            </span>
          ) : null}
          {card.validity === "review" || card.validity === "unreliable" ? (
            <span
              className={classes.tag}
              data-kind={`validity-${card.validity}`}
              title={VALIDITY_TITLES[card.validity]}
              data-testid="validity-badge"
              data-verdict={card.validity}
            >
              {VALIDITY_LABELS[card.validity]}
            </span>
          ) : null}
          {card.is_test ? (
            <span className={classes.tag} data-kind="test">
              Test
            </span>
          ) : null}
          {card.archived ? (
            <span className={classes.tag} data-kind="archived">
              Archived
            </span>
          ) : null}
          <MoveMenu cardId={card.id} name={name} status={status} statuses={statuses} onMove={onMove} />
        </div>
      </div>
    </li>
  );
});
