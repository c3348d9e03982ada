import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { userManagementAction } from "~/users/actions.server";
import { loadUserManagement } from "~/users/list.server";
import { UserManagementPage } from "~/users/UserManagementPage";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadUserManagement(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => userManagementAction(request, context);

export default function UserManagement() {
  return <UserManagementPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `User Management | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
