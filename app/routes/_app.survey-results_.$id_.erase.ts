import { json, type ActionFunctionArgs } from "@remix-run/node";
import { erasePersonAction } from "~/data-rights/data-rights.server";

// Erasing a person (a resource route: the report's erase dialog posts here; success redirects to the list).
export const action = async (args: ActionFunctionArgs) => {
  const result = await erasePersonAction(args);
  return result instanceof Response ? result : json(result);
};
