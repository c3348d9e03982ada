import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { EditorPage } from "~/academy/EditorPage";
import { editorAction, loadEditor } from "~/academy/editor.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** One course in Learning Management: details, lessons, quiz, assignments. */
export const loader = (args: LoaderFunctionArgs) => loadEditor(args);

export const action = (args: ActionFunctionArgs) => editorAction(args);

export default function LearningManagementCourse() {
  return <EditorPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.course.title ?? "Course"} | Learning Management | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
