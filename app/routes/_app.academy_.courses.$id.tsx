import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { CoursePage } from "~/academy/CoursePage";
import { loadCourse, submitQuizAction } from "~/academy/learner.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** A course of the Academy: its lessons, the quiz, the certificate. */
export const loader = (args: LoaderFunctionArgs) => loadCourse(args);

export const action = (args: ActionFunctionArgs) => submitQuizAction(args);

export default function AcademyCourse() {
  return <CoursePage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.course.title ?? "Course"} | Academy | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
