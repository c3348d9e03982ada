import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { LessonPage } from "~/academy/LessonPage";
import { completeLessonAction, loadLesson } from "~/academy/learner.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** One lesson of an Academy course. */
export const loader = (args: LoaderFunctionArgs) => loadLesson(args);

export const action = (args: ActionFunctionArgs) => completeLessonAction(args);

export default function AcademyLesson() {
  return <LessonPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.lesson.title ?? "Lesson"} | Academy | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
