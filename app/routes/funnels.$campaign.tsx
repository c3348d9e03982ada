import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { FunnelPage } from "~/funnels/FunnelPage";
import { htmlOnly } from "~/html-only/handle";
import { translator } from "~/i18n/useT";
import pageScript from "~/html-only/page.script?worker&url";
import { loadFunnel } from "~/funnels/funnel.server";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

// Public: no session, no shell (a campaign's landing page).
/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export const loader = (args: LoaderFunctionArgs) => loadFunnel(args);

export default function Funnel() {
  return <FunnelPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? translator(data.i18n)("funnels.meta.title", {
          title: data.funnel.job?.title ?? data.funnel.role_name ?? data.funnel.company.name,
          brand: brand.name,
        })
      : brand.name,
  },
  // A campaign's page is shared on purpose, but its counts must not be inflated by crawlers following old links.
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
