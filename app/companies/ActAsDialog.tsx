import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Form, useLocation } from "@remix-run/react";
import { useState } from "react";
import { IMPERSONATION_REASON, impersonationRefusal } from "~domain/impersonation";
import { track } from "~/telemetry/telemetry";
import { fullName, type ManagedUser } from "~/users/model";

/**
 * Whether "Act as" is offered for a user: the API's own rule (an active user below super admin who has signed in),
 * so the button is never one the API would refuse.
 */
export const mayActAs = (user: Pick<ManagedUser, "auth_role" | "active" | "setup_pending">) =>
  impersonationRefusal({ role: user.auth_role, active: user.active === 1, setupPending: user.setup_pending }) === null;

/**
 * Asks a super admin, before a proxy session starts, whose account they will act in and why; the reason goes into
 * the company's audit trail (api/impersonation/impersonate.ts). The start replaces the whole signed-in state, so it
 * is a document submission: "/" then loads afresh as the user. Open while `user` is set.
 */
export function ActAsDialog({
  user,
  company,
  onClose,
}: {
  user: ManagedUser | null;
  company: string;
  onClose(): void;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [reason, setReason] = useState("");
  const tooShort = reason.trim().length < IMPERSONATION_REASON.min;
  return (
    <Modal
      opened={user !== null}
      onClose={() => {
        setReason("");
        onClose();
      }}
      title={user ? `Act as ${fullName(user)}?` : ""}
      centered
      fullScreen={mobile}
    >
      {user ? (
        <Form
          method="post"
          action="/impersonation/start"
          reloadDocument
          onSubmit={(event) => {
            if (tooShort) {
              event.preventDefault();
              return;
            }
            setSubmitting(true);
            track("Impersonation Started", { impersonated_user_id: user.id });
          }}
        >
          <input type="hidden" name="userId" value={user.id} />
          {/* A refusal (say, the user was deactivated meanwhile) comes back here, the drawer open, as a toast. */}
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          <Stack gap="md">
            <Text size="sm">
              You will see {company} as <strong>{fullName(user)}</strong> does, and can change what they can. Every
              change is recorded in the company&apos;s audit trail under your name.
            </Text>
            <Textarea
              name="reason"
              label="Reason"
              description="Shown to the company's owners in their audit trail. Leave out personal details."
              placeholder="e.g. They asked for help setting up their pipeline"
              required
              autosize
              minRows={2}
              maxLength={IMPERSONATION_REASON.max}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={tooShort} loading={submitting}>
                Act as {user.first}
              </Button>
            </Group>
          </Stack>
        </Form>
      ) : null}
    </Modal>
  );
}
