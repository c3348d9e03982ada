import { Anchor, Button, Center, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { BrandLogo } from "./BrandLogo";

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** A branded page for a route's error: what happened and a way home. No stack traces reach the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <BrandLogo height={44} />
        <Title order={1} size="h2">
          {notFound ? "Page not found" : (STATUS_NAMES[status] ?? "Something went wrong")}
        </Title>
        <Text c="dimmed">
          {notFound
            ? "The page you are looking for does not exist or has moved."
            : "Something went wrong. Please try again."}
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        {!notFound && (
          <Anchor component={Link} to="." reloadDocument size="sm">
            Try again
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
