import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { TemplatesPage } from "~/messaging/TemplatesPage";
import { loadTemplates, templatesAction } from "~/messaging/messaging.server";

/** The company's message templates. */
export const loader = loadTemplates;
export const action = templatesAction;
export default TemplatesPage;
export const meta: MetaFunction = () => [{ title: `Message templates | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
