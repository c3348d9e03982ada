import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/auth/user.server";

export async function action({ request, context }: ActionFunctionArgs) {
  throw redirect("/login", { headers: await logout(request, context) });
}

// Logout is a POST (a link or prefetch must never sign anyone out).
export function loader() {
  throw redirect("/");
}
