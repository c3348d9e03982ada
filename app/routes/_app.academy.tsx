import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CataloguePage } from "~/academy/CataloguePage";
import { loadCatalogue } from "~/academy/learner.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** The Academy's catalogue (brand feature AND remote flag, else 404). */
export const loader = (args: LoaderFunctionArgs) => loadCatalogue(args);

export default function Academy() {
  return <CataloguePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Academy | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
