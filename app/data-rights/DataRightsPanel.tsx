import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFetcher } from "@remix-run/react";
import { IconDownload, IconLinkOff, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list/ConfirmDialog";
import type { EraseActionResult, RevokeActionResult } from "./data-rights.server";

/**
 * A person's data rights on their report (owners and admins): download everything held about them (a readable PDF,
 * or the complete JSON), stop the link to their own report, or erase it all — after typing their e-mail address,
 * since it cannot be undone.
 */
export function DataRightsPanel({ id, email, name }: { id: number; email: string; name: string }) {
  const [erasing, setErasing] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = useFetcher<RevokeActionResult>({ key: `revoke-report-${id}` });
  useActionResult(revoke.data);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Answer a request from {name} about their data: download everything {brand.name} holds about them, or erase it.
      </Text>
      <Group gap="xs" wrap="wrap" className="no-print">
        <Button
          component="a"
          href={`/survey-results/${id}/data.json`}
          download
          variant="default"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Download complete data (JSON)
        </Button>
        <Button
          component="a"
          href={`/survey-results/${id}/data.pdf`}
          download
          variant="default"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          Download readable data (PDF)
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconLinkOff size={14} aria-hidden />}
          loading={revoke.state !== "idle"}
          onClick={() => setRevoking(name)}
        >
          Revoke their report link…
        </Button>
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setErasing(true)}
        >
          Erase all data…
        </Button>
      </Group>
      <ConfirmDialog
        subject={revoking}
        title="Revoke their report link?"
        confirmLabel="Revoke link"
        onClose={() => setRevoking(null)}
        onConfirm={() => revoke.submit({}, { method: "post", action: `/survey-results/${id}/revoke-report` })}
      >
        {(who) => (
          <>
            The link <strong>{who}</strong> was sent to their own report stops working at once: they can no longer open
            their report, or ask about their data, through it. Their answers and scores stay as they are.
          </>
        )}
      </ConfirmDialog>
      <EraseDialog id={id} email={email} name={name} opened={erasing} onClose={() => setErasing(false)} />
    </Stack>
  );
}

function EraseDialog(props: { id: number; email: string; name: string; opened: boolean; onClose: () => void }) {
  const { id, email, name, opened, onClose } = props;
  const mobile = useMediaQuery("(max-width: 48em)");
  const erase = useFetcher<EraseActionResult>({ key: `erase-${id}` });
  const fields = useActionResult(erase.data);
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Modal opened={opened} onClose={onClose} title={`Erase everything about ${name}?`} fullScreen={mobile}>
      <erase.Form method="post" action={`/survey-results/${id}/erase`}>
        <Stack gap="sm">
          <Text size="sm">
            Every {brand.wording.assessment} of {email} at this company goes for good, with its answers, scores, notes,
            files, messages, shared links and history. Only a record that an erasure happened (without their details)
            stays. This cannot be undone.
          </Text>
          <TextInput
            label="Type their e-mail address to confirm"
            name="confirm"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={fields.error("confirm")}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={erase.state !== "idle"}>
              Erase for good
            </Button>
          </Group>
        </Stack>
      </erase.Form>
    </Modal>
  );
}
