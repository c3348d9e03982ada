import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { Dashboard } from "~/home/Dashboard";
import { loadHome } from "~/home/home.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadHome(request, context);
}

export default function Home() {
  return <Dashboard home={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Home | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
