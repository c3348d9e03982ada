import type { MetaFunction } from "@remix-run/node";
import brand from "~brand";
import { notFound } from "~/api/client.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// /404 and every unknown path end here: a branded not-found page, answered with status 404, with a way home.
export function loader() {
  throw notFound();
}

// Never rendered (the loader always throws); the ErrorBoundary below shows the page.
export default function NotFound() {
  return null;
}

export const meta: MetaFunction = () => [{ title: `Page not found | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
