import { redirect } from "@remix-run/node";

export function loader() {
  // Signed-in home arrives with the identity and shell issues; until then everyone signs in first.
  return redirect("/login");
}
