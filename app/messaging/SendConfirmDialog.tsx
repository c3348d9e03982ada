import { Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import brand from "~brand";
import { plural } from "~domain/text";
import type { PreviewJson } from "../../api/messaging/contract";

/** Asks before a message is sent, with the exact count of recipients once the fresh preview has counted them. */
export function SendConfirmDialog({
  opened,
  onClose,
  onSend,
  preview,
  counting,
  sending,
  channel,
  recipientsLabel,
}: {
  opened: boolean;
  onClose: () => void;
  onSend: () => void;
  preview: PreviewJson | null;
  /** Whether the preview that counts the recipients is still being made. */
  counting: boolean;
  sending: boolean;
  channel: "email" | "sms";
  recipientsLabel: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Send this message?">
      <Stack gap="md">
        {preview && !counting ? (
          <Text size="sm">
            {channel === "email" ? "An e-mail" : "An SMS"} goes to{" "}
            <strong>{plural(preview.total, "person", brand.wording.people)}</strong> ({recipientsLabel}). It cannot be
            called back once sent.{" "}
            {channel === "email"
              ? "People who unsubscribed are skipped."
              : "Numbers that replied STOP, and people without a mobile number, are skipped."}
          </Text>
        ) : (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Counting the recipients…</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={sending} disabled={!preview || counting || preview.total === 0} onClick={onSend}>
            {preview && !counting ? `Send to ${plural(preview.total, "person", brand.wording.people)}` : "Send"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
