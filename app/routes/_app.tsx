import "~/styles/mantine-signed-in.css";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { sidebarLinks } from "~domain/navigation";
import { builtPagePaths } from "~/pages";
import { requireUser } from "~/auth/user.server";
import { readCookie } from "~/auth/session.server";
import { effectiveFeatures, evaluateFlags } from "~/flags.server";
import { signedInTelemetry } from "~/telemetry/config.server";
import { AppLayout } from "~/shell/AppLayout";
import { loaderFor, shellReload, SHELL_LOADER_DELAY_MS, type ShellReload } from "~/shell/shell-reload";
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
    campaignsLabel: brand.wording.campaigns.navLabel,
    pipelineLabel: brand.wording.pipeline,
  });
  return {
    profile,
    links,
    flags,
    stage: env.STAGE,
    proxy: proxy
      ? {
          first: profile.first,
          last: profile.last,
          company: profile.company.name,
          superUser: session.data.superUser ?? null,
        }
      : null,
    collapsed: readCookie(request, "sidebar-collapsed") === "1",
    /** The brand's features with the remote flags applied, for the browser (flags are never evaluated there). */
    features: effectiveFeatures(brand.features, flags),
    /** Read by the root's TelemetryEffect: analytics identity, user events, support chat. */
    telemetry: signedInTelemetry({ profile, proxy, session, env, brand }),
  };
}

// Client-only bookkeeping of the shell's data: when it was last read, and what shouldRevalidate answered per
// destination (it runs as a navigation starts, and for each prefetched link; the component reads the answer for the
// navigation under way while it loads).
let shellDataReadAt = Number.NEGATIVE_INFINITY;
const pendingReloads = new Map<string, ShellReload>();

/**
 * The shell's data is re-read when whom the session acts as changes, after other mutations, on a reload of the same
 * URL, and on a navigation once it is older than 5 s (spec §9); see ~/shell/shell-reload.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formAction,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const reload = shellReload({
    currentUrl,
    nextUrl,
    formAction,
    formMethod,
    defaultShouldRevalidate,
    ageMs: Date.now() - shellDataReadAt,
  });
  const to = nextUrl.pathname + nextUrl.search;
  if (reload) pendingReloads.set(to, reload);
  else pendingReloads.delete(to);
  return reload !== null;
};

/** True once `active` has stayed true for `ms`. */
function useAfter(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && elapsed;
}

export default function SignedInShell() {
  const data = useLoaderData<typeof loader>();
  const { profile, links, proxy, collapsed } = data;
  const navigation = useNavigation();
  useEffect(() => {
    shellDataReadAt = Date.now();
    pendingReloads.clear();
  }, [data]);
  // Spec §2: a full-screen loading view while the profile reloads — at once when whom the session acts as changes
  // (impersonation starts or ends), after a moment when a client navigation waits on the shell's data.
  const loading = loaderFor(navigation, pendingReloads);
  const waitedLong = useAfter(loading === "delayed", SHELL_LOADER_DELAY_MS);
  if (loading === "now" || waitedLong) return <FullScreenLoader label="Loading your profile…" />;
  return (
    <AppLayout profile={profile} links={links} proxy={proxy} collapsedInitially={collapsed}>
      <Outlet />
    </AppLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
