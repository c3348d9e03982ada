import { Box, Loader, Stack, Text } from "@mantine/core";
import { BrandLogo } from "./BrandLogo";

export interface FullScreenLoaderProps {
  /** What is loading, for people who cannot see the spinner. */
  label?: string;
  /**
   * Cover the page above everything else (for a reload over an already rendered shell, e.g. after impersonation
   * starts or ends). Without it the loader is the page itself.
   */
  overlay?: boolean;
}

/**
 * The full-screen loading view (spec §2: while the profile loads): the brand's logo and a spinner, announced to
 * assistive technology as a status.
 */
export function FullScreenLoader({ label = "Loading…", overlay = false }: FullScreenLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="full-screen-loader"
      pos={overlay ? "fixed" : "relative"}
      inset={overlay ? 0 : undefined}
      mih="100vh"
      bg="var(--mantine-color-body)"
      style={{ zIndex: overlay ? 1000 : undefined, display: "grid", placeItems: "center" }}
    >
      <Stack align="center" gap="lg">
        <BrandLogo height={44} />
        <Loader aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Box>
  );
}
