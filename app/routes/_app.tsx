import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { sidebarLinks } from "~domain/navigation";
import { builtPagePaths } from "~/pages";
import { requireUser } from "~/auth/user.server";
import { readCookie } from "~/auth/session.server";
import { evaluateFlags } from "~/flags.server";
import { AppLayout } from "~/shell/AppLayout";
import { FullScreenLoader } from "~/ui/FullScreenLoader";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** The signed-in shell: every page under it has a verified session and the (possibly impersonated) profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, proxy, session } = await requireUser(request, context);
  const { env } = context.services;
  const flags = await evaluateFlags(context, profile);
  const links = sidebarLinks({
    user: profile,
    features: brand.features,
    flags,
    stage: env.STAGE,
    internalAccounts: env.INTERNAL_ACCOUNTS,
    pages: builtPagePaths(),
    candidatesLabel: brand.wording.candidates,
  });
  return {
    profile,
    links,
    flags,
    stage: env.STAGE,
    proxy: proxy ? { first: profile.first, last: profile.last, company: profile.company.name, superUser: session.data.superUser ?? null } : null,
    collapsed: readCookie(request, "sidebar-collapsed") === "1",
  };
}

export default function SignedInShell() {
  const { profile, links, proxy, collapsed } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Spec §2: a full-screen loading view while the profile reloads (e.g. right after impersonation changes).
  const reloadingProfile = navigation.state === "loading" && navigation.formAction?.startsWith("/impersonation/");
  if (reloadingProfile) return <FullScreenLoader />;
  return (
    <AppLayout profile={profile} links={links} proxy={proxy} collapsedInitially={collapsed}>
      <Outlet />
    </AppLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
