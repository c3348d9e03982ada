import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { MessagesPage } from "~/messaging/MessagesPage";
import { loadHistory } from "~/messaging/messaging.server";

/** Past sends, newest first, with their results. */
export const loader = loadHistory;
export default MessagesPage;
export const meta: MetaFunction = () => [{ title: `Messages | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
