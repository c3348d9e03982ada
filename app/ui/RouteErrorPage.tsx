import { Anchor, Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ERRORS, statusName } from "~domain/errors";
import { BrandLogo } from "./BrandLogo";

/** Messages a thrown response may carry to the page: only the catalogue's own words, never arbitrary text. */
const CATALOGUE_MESSAGES = new Set<string>(Object.values(ERRORS).map((e) => e.message));

export interface ErrorDescription {
  status: number;
  title: string;
  message: string;
}

/** What the page says about an error: a status, its standard name and a helpful sentence. No stack, no details. */
export function describeRouteError(error: unknown): ErrorDescription {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const fromCatalogue =
    isRouteErrorResponse(error) && typeof error.data === "string" && CATALOGUE_MESSAGES.has(error.data)
      ? error.data
      : null;
  switch (status) {
    case 404:
      return {
        status,
        title: "Page not found",
        message: fromCatalogue ?? "The page you are looking for does not exist or has moved.",
      };
    case 401:
      return { status, title: statusName(status), message: fromCatalogue ?? "Please sign in again to continue." };
    case 403:
      return {
        status,
        title: statusName(status),
        message: fromCatalogue ?? "Your account does not have access to this page.",
      };
    case 503:
      // A passing outage (app/database-outage.server.ts): said plainly, with the reassurance the catalogue gives.
      return {
        status,
        title: "Briefly unavailable",
        message: fromCatalogue ?? ERRORS.DATABASE_UNAVAILABLE.message,
      };
    default:
      return { status, title: statusName(status), message: fromCatalogue ?? ERRORS.GENERIC_ERROR.message };
  }
}

/**
 * A branded page for a route's error: what happened and a way on. `inline` renders it inside the shell (no logo,
 * no full-screen height), for ErrorBoundaries of signed-in pages.
 */
export function RouteErrorPage({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  const { status, title, message } = describeRouteError(error);
  return (
    <Center mih={inline ? 320 : "100vh"} p="md" component={inline ? "section" : "main"}>
      <Stack align="center" gap="md" maw={480} ta="center">
        {inline ? null : <BrandLogo height={44} />}
        <Text c="dimmed" size="sm" fw={600} data-testid="error-status">
          Error {status}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center">
          {status === 401 ? (
            <Button component={Link} to="/login" reloadDocument>
              Sign in
            </Button>
          ) : (
            <Button component={Link} to="/">
              Go to the home page
            </Button>
          )}
        </Group>
        {status >= 500 ? (
          <Anchor component={Link} to="." reloadDocument size="sm">
            Try again
          </Anchor>
        ) : null}
      </Stack>
    </Center>
  );
}
