import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { ComposePage } from "~/messaging/ComposePage";
import { composeAction, loadCompose } from "~/messaging/messaging.server";

/** Write to the people chosen on the list (its selection or its filters). */
export const loader = loadCompose;
export const action = composeAction;
export default ComposePage;
export const meta: MetaFunction = () => [{ title: `New message | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
