import { useMouseSensor, useTouchSensor, type Sensor, type SensorAPI, type SnapDragActions } from "@hello-pangea/dnd";
import { useCallback, useEffect, useMemo, useRef } from "react";

// Key codes, as @hello-pangea/dnd's own keyboard sensor reads them.
const SPACE = 32;
const ESCAPE = 27;
const LEFT = 37;
const UP = 38;
const RIGHT = 39;
const DOWN = 40;
const SCROLL_JUMP = new Set([33, 34, 35, 36]); // Page Up/Down, End, Home
const PREVENTED = new Set([9, 13]); // Tab, Enter

interface Where {
  /** The board's scroll row. */
  board(): HTMLElement | null;
  /** The column the lifted card is over now. */
  over(): string | null;
}

/**
 * @hello-pangea/dnd's keyboard sensor (Space lifts, arrows move, Space drops, Escape cancels) with one addition: an
 * arrow to the side first scrolls the board until the neighbouring column is wholly in view. The library only moves
 * a card to a column whose cards it sees whole, so on a narrow screen, where the next column peeks in from the
 * edge, the stock sensor's left and right arrows did nothing. The library reads the new scroll position from the
 * board's scroll event (in the frame after it), so the move waits for that.
 */
export function boardKeyboardSensor(where: Where): Sensor {
  return function useBoardKeyboardSensor(api: SensorAPI) {
    const unbind = useRef<() => void>(() => {});

    const sideways = useCallback((actions: SnapDragActions, forward: boolean) => {
      const board = where.board();
      const over = where.over();
      const columns = board ? [...board.querySelectorAll<HTMLElement>("[data-status]")] : [];
      const index = columns.findIndex((c) => c.dataset.status === over);
      const next = index < 0 ? undefined : columns[index + (forward ? 1 : -1)];
      const shift = board && next ? scrollToShow(board, next) : 0;
      const move = () => {
        if (!actions.isActive()) return;
        if (forward) actions.moveRight();
        else actions.moveLeft();
      };
      if (!board || shift === 0) {
        move();
        return;
      }
      const before = board.scrollLeft;
      board.scrollLeft += shift;
      // Already as far as it goes: nothing to wait for.
      if (board.scrollLeft === before) move();
      else
        board.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(move)), {
          once: true,
        });
    }, []);

    const listenForLift = useCallback(() => {
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented || event.keyCode !== SPACE) return;
        const draggableId = api.findClosestDraggableId(event);
        if (!draggableId) return;
        const preDrag = api.tryGetLock(draggableId, stop, { sourceEvent: event });
        if (!preDrag) return;
        event.preventDefault();
        const actions = preDrag.snapLift();
        unbind.current();
        let capturing = true;
        function stop() {
          if (!capturing) return;
          capturing = false;
          unbind.current();
          listenForLift();
        }
        const cancel = () => {
          stop();
          actions.cancel();
        };
        const whileDragging = (event: KeyboardEvent) => {
          const code = event.keyCode;
          if (code === ESCAPE) {
            event.preventDefault();
            cancel();
          } else if (code === SPACE) {
            event.preventDefault();
            stop();
            actions.drop();
          } else if (code === DOWN) {
            event.preventDefault();
            actions.moveDown();
          } else if (code === UP) {
            event.preventDefault();
            actions.moveUp();
          } else if (code === RIGHT || code === LEFT) {
            event.preventDefault();
            sideways(actions, code === RIGHT);
          } else if (SCROLL_JUMP.has(code) || PREVENTED.has(code)) {
            event.preventDefault();
          }
        };
        // Anything else a person does meanwhile ends the drag, as with the library's sensor.
        const windowEvents = ["mousedown", "mouseup", "click", "touchstart", "resize", "wheel"] as const;
        const options = { capture: true, passive: false };
        window.addEventListener("keydown", whileDragging, options);
        for (const name of windowEvents) window.addEventListener(name, cancel, options);
        document.addEventListener("visibilitychange", cancel, options);
        unbind.current = () => {
          window.removeEventListener("keydown", whileDragging, options);
          for (const name of windowEvents) window.removeEventListener(name, cancel, options);
          document.removeEventListener("visibilitychange", cancel, options);
        };
      };
      const options = { capture: true, passive: false };
      window.addEventListener("keydown", onKeyDown, options);
      unbind.current = () => window.removeEventListener("keydown", onKeyDown, options);
    }, [api, sideways]);

    useEffect(() => {
      listenForLift();
      return () => unbind.current();
    }, [listenForLift]);
  };
}

/** How far the board must scroll sideways for the column to be wholly in view (0 when it already is). */
function scrollToShow(board: HTMLElement, column: HTMLElement): number {
  const frame = board.getBoundingClientRect();
  const box = column.getBoundingClientRect();
  if (box.left < frame.left) return box.left - frame.left;
  if (box.right > frame.right) return Math.min(box.right - frame.right, box.left - frame.left);
  return 0;
}

/** The board's sensors (DragDropContext's `sensors`, with `enableDefaultSensors={false}`): the library's mouse and touch
 * sensors and the keyboard sensor above. */
export function useBoardSensors(where: Where): Sensor[] {
  const latest = useRef(where);
  latest.current = where;
  return useMemo(
    () => [
      useMouseSensor,
      useTouchSensor,
      boardKeyboardSensor({ board: () => latest.current.board(), over: () => latest.current.over() }),
    ],
    [],
  );
}
