import { Menu } from "@mantine/core";
import { memo } from "react";
import classes from "./Board.module.css";

interface Props {
  cardId: number;
  name: string;
  /** The card's column. */
  status: string;
  /** The board's columns, in order. */
  statuses: string[];
  onMove(cardId: number, status: string): void;
}

/**
 * "Move to…": the card's other columns as a menu, a way to move a card without dragging it (on a phone, where the
 * target column may be far off-screen, and for anyone who finds dragging hard). The board moves the card exactly as
 * a drop at the top of that column would.
 */
export const MoveMenu = memo(function MoveMenu({ cardId, name, status, statuses, onMove }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <button type="button" className={classes.moveTo} aria-label={`Move ${name} to…`} data-move-to={cardId}>
          Move to…
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {statuses
          .filter((s) => s !== status)
          .map((s) => (
            <Menu.Item key={s} onClick={() => onMove(cardId, s)}>
              {s}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
});
