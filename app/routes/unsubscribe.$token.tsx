import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { UnsubscribePage } from "~/messaging/UnsubscribePage";
import { loadUnsubscribe, unsubscribeAction } from "~/messaging/messaging.server";

/** Public: a message e-mail's unsubscribe link (the token is the secret). */
export const loader = loadUnsubscribe;
export const action = unsubscribeAction;
export default UnsubscribePage;
export const meta: MetaFunction = () => [
  { title: `Unsubscribe | ${brand.name}` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
