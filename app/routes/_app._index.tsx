import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadOverdueRequests } from "~/data-requests/data-requests.server";
import { OverdueRequestsCard } from "~/data-requests/OverdueRequestsCard";
import { Dashboard } from "~/dashboard/Dashboard";
import { loadHome } from "~/dashboard/home.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [home, overdueRequests] = await Promise.all([
    loadHome(request, context),
    loadOverdueRequests(request, context),
  ]);
  return { ...home, overdueRequests };
}

export default function Home() {
  const home = useLoaderData<typeof loader>();
  return (
    <>
      <OverdueRequestsCard overdue={home.overdueRequests} />
      <Dashboard home={home} />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: `Home | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
