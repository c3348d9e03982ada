import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { forwardUserEvents, loadOwnUserEvents } from "~/user-events/user-events.server";

// The browser's user-event queue posts here; the acting user's own latest events are read here
// (app/user-events/user-events.server.ts).
export const action = (args: ActionFunctionArgs) => forwardUserEvents(args);

export const loader = (args: LoaderFunctionArgs) => loadOwnUserEvents(args);
