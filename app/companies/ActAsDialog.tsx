import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { IMPERSONATION_REASON_MAX } from "../../api/impersonation/contract";
import { track } from "~/telemetry/telemetry";
import { fullName, type ManagedUser } from "~/user-management/model";

const REASON_MIN = 5;

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
  const [submitting, setSubmitting] = useState(false);
  const [reason, setReason] = useState("");
  const tooShort = reason.trim().length < REASON_MIN;
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
              maxLength={IMPERSONATION_REASON_MAX}
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
