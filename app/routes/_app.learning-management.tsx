import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CoursesPage } from "~/academy/CoursesPage";
import { coursesAction, loadCourses } from "~/academy/courses.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** Learning Management (super admins, with the academy): the courses. */
export const loader = (args: LoaderFunctionArgs) => loadCourses(args);

export const action = (args: ActionFunctionArgs) => coursesAction(args);

export default function LearningManagement() {
  return <CoursesPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `Learning Management | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
