import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { loadOutbox } from "~/mailer/outbox.server";
import { OutboxPage } from "~/mailer/OutboxPage";

export const loader = (args: LoaderFunctionArgs) => loadOutbox(args);

export default function Outbox() {
  return <OutboxPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ title: `E-mail outbox | ${brand.name}` }];
