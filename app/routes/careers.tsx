import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/html-only/page.script?worker&url";
import { requireJobsArea } from "~/jobs/access.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

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
