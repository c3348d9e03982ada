import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import brand from "~brand";
import { requireCapability, requireUser } from "~/auth/user.server";
import { HiringPipelinePage } from "~/pipeline/BoardPage";
import { boardAction, loadBoard, type BoardActionResult, type BoardLoaderData } from "~/pipeline/board.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader({ request, context }: LoaderFunctionArgs): Promise<BoardLoaderData> {
  // ADR 038: 404 where the brand has no pipeline, 403 without can_view_hiring_pipeline.
  const user = await requireCapability(request, context, "hiring-pipeline:view");
  return loadBoard(request, context, user);
}

export async function action({ request, context }: ActionFunctionArgs): Promise<BoardActionResult> {
  return boardAction(request, await requireUser(request, context));
}

/** A move settles by itself (the touched columns come back with its answer): no need to reload the whole board. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ json, defaultShouldRevalidate }) => {
  if (json && typeof json === "object" && "intent" in json && json.intent === "move") return false;
  return defaultShouldRevalidate;
};

export default function HiringPipeline() {
  return <HiringPipelinePage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `${brand.wording.pipeline} | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
