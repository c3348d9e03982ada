import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { BatchPage } from "~/messaging/BatchPage";
import { loadBatch } from "~/messaging/messaging.server";

/** A send's progress and its result per recipient. */
export const loader = loadBatch;
export default BatchPage;
export const meta: MetaFunction = () => [{ title: `Message | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
