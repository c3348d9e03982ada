import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endImpersonation } from "~/impersonation/impersonation.server";

export const action = (args: ActionFunctionArgs) => endImpersonation(args);

export function loader() {
  throw redirect("/");
}
