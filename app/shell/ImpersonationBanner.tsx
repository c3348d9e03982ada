import { ActionIcon, Alert, Button, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { Form } from "@remix-run/react";
import { IconArrowBackUp, IconSpy } from "@tabler/icons-react";
import { Tooltip } from "~/ui/Tooltip";
import classes from "./AppLayout.module.css";

export interface ProxyIdentity {
  first: string;
  last: string;
  company: string;
}

/** Spec §2: the exact words shown while a super admin acts as another user. */
export function impersonationText(proxy: ProxyIdentity): string {
  return `Logged in as: ${proxy.first} ${proxy.last} of ${proxy.company}`;
}

/**
 * While impersonating: who the session acts as, and a way back. "Back to All Companies" posts to
 * /impersonation/end, which ends the proxy session and goes to /companies/overview.
 */
export function ImpersonationBanner({
  proxy,
  collapsed,
  onEnd,
}: {
  proxy: ProxyIdentity;
  collapsed: boolean;
  /** Called as "Back to All Companies" is submitted. */
  onEnd?: () => void;
}) {
  const text = impersonationText(proxy);
  if (collapsed) {
    return (
      <Stack align="center" gap={6} data-testid="impersonation-banner">
        <Tooltip label={text} position="right" withArrow>
          <ThemeIcon variant="light" color="yellow" c="dark.9" size="lg">
            <IconSpy size={20} aria-hidden />
          </ThemeIcon>
        </Tooltip>
        <VisuallyHidden>{text}</VisuallyHidden>
        <Form method="post" action="/impersonation/end" onSubmit={onEnd}>
          <Tooltip
            label="Back to All Companies"
            position="right"
            withArrow
            events={{ hover: true, focus: true, touch: false }}
          >
            <ActionIcon type="submit" variant="filled" color="dark" size="lg" aria-label="Back to All Companies">
              <IconArrowBackUp size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Form>
      </Stack>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      p="sm"
      role="status"
      icon={<IconSpy size={20} aria-hidden />}
      data-testid="impersonation-banner"
    >
      <Stack gap="xs">
        <Text size="sm" fw={600} c="dark.9">
          {text}
        </Text>
        <Form method="post" action="/impersonation/end" onSubmit={onEnd}>
          <Button type="submit" size="xs" color="dark" leftSection={<IconArrowBackUp size={16} aria-hidden />}>
            Back to All Companies
          </Button>
        </Form>
      </Stack>
    </Alert>
  );
}

/** Height of the phone's impersonation bar under the top bar: two short lines of text and a compact button. */
export const IMPERSONATION_BAR_HEIGHT = 48;

/**
 * The same words and way back on a phone, as a slim bar under the top bar: the sidebar (and so the banner above)
 * is a closed drawer there, and whom the session acts as must show without opening it.
 */
export function ImpersonationBar({ proxy, onEnd }: { proxy: ProxyIdentity; onEnd?: () => void }) {
  const text = impersonationText(proxy);
  return (
    <div
      className={classes.impersonationBar}
      style={{ height: IMPERSONATION_BAR_HEIGHT }}
      role="status"
      data-testid="impersonation-bar"
    >
      <IconSpy size={18} aria-hidden className={classes.impersonationIcon} />
      <Text size="xs" fw={600} c="dark.9" lineClamp={2} title={text} className={classes.impersonationText}>
        {text}
      </Text>
      <Form method="post" action="/impersonation/end" onSubmit={onEnd}>
        <Button
          type="submit"
          size="compact-xs"
          h={28}
          color="dark"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
        >
          Back to All Companies
        </Button>
      </Form>
    </div>
  );
}
