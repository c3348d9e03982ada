import "~/styles/mantine-every-page.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import brand from "~brand";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { useNonce } from "~/ui/nonce";
import { NavigationProgress } from "~/ui/ProgressBar";
import { theme } from "~/ui/theme";
import { themeStylesheet } from "~/ui/theme-stylesheet.server";
import { ToastEffect } from "~/ui/toasts";
import { ToastHost } from "~/ui/ToastHost";
import { toastFlashFor } from "~/toast.server";
import { telemetryConfig } from "~/telemetry/config.server";
import { TelemetryEffect } from "~/telemetry/effects";
import { HtmlOnlyScripts, useHtmlOnlyScript } from "~/html-only/HtmlOnlyScripts";
import { usePageI18n } from "~/i18n/page-i18n";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The brand's own font (theme.fontFamily names it first), from our origin.
  ...brand.theme.fontStylesheets().map((href) => ({ rel: "stylesheet", href })),
];

/**
 * The flash toast a redirect left for this page (shown once, then its cookie is cleared), and the browser-safe
 * telemetry configuration (docs/telemetry.md).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, headers } = await toastFlashFor(context.services).getToast(request);
  return data(
    { toast, telemetry: telemetryConfig(context.services.env, brand), themeHref: themeStylesheet().href },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The root loader's data is absent when an error boundary renders the layout.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const htmlOnlyScript = useHtmlOnlyScript();
  // Candidate-facing pages are in the candidate's language (app/i18n); staff pages in US English.
  const i18n = usePageI18n();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // The page is ready for input (an HTML-only page's script sets it too); browser tests wait for it.
    document.documentElement.dataset.ready = "true";
  }, []);
  useEffect(() => {
    // Which location is on screen: a client-side navigation changes the URL before React has drawn the new page
    // (React renders it in a transition), so browser tests wait until the two agree.
    document.documentElement.dataset.renderedPath = pathname + search;
  }, [pathname, search]);
  return (
    <html lang={i18n?.language ?? "en"} dir={i18n?.dir ?? "ltr"} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="application-name" content={brand.name} />
        <Meta />
        <Links />
        {/* After Mantine's stylesheets: the theme's variables override their defaults. */}
        <link rel="stylesheet" href={rootData?.themeHref ?? "/theme.css"} />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
      </head>
      <body>
        <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light" getStyleNonce={() => nonce}>
          <ToastHost position="top-right" autoClose={2000} />
          <ToastEffect toast={rootData?.toast} />
          <NavigationProgress />
          {children}
          <TelemetryEffect />
        </MantineProvider>
        {htmlOnlyScript ? (
          <HtmlOnlyScripts script={htmlOnlyScript} nonce={nonce} telemetry={rootData?.telemetry} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
