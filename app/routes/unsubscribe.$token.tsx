import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { translator } from "~/i18n/useT";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { UnsubscribePage } from "~/messaging/UnsubscribePage";
import { loadUnsubscribe, unsubscribeAction } from "~/messaging/messaging.server";

/** Public: a message e-mail's unsubscribe link (the token is the secret). */
export const loader = loadUnsubscribe;
export const action = unsubscribeAction;
export default UnsubscribePage;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("rights.unsubscribe.metaTitle", { brand: brand.name })
      : `Unsubscribe | ${brand.name}`,
  },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
