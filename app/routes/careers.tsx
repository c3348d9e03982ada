import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireJobsArea } from "~/jobs/access.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/**
 * The public job pages (/careers…): no sign-in, no shell. Where the jobs area does not exist (the coaching brand,
 * the prod stage) every one of them is a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  return null;
}

export default function Careers() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
