import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { startImpersonation } from "~/impersonation/impersonation.server";

export const action = (args: ActionFunctionArgs) => startImpersonation(args);

export function loader() {
  throw redirect("/");
}
