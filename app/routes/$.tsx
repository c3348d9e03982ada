import { RouteErrorPage } from "~/ui/RouteErrorPage";

// Unknown paths (and /404) end here: a branded not-found page with a way home.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
