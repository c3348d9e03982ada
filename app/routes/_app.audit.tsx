import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { AuditPage } from "~/audit/AuditPage";
import { loadAudit } from "~/audit/list.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadAudit(request, context);

export default function Audit() {
  return <AuditPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Audit Trail | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
