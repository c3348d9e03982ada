import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { SaveTemplate } from "./useSaveTemplate";

/** Names the message being written and keeps it as a template everyone in the company can start from. */
export function SaveTemplateDialog({
  template: { naming, setNaming, templateName, setTemplateName, saved, saving },
  channel,
  onSave,
}: {
  template: SaveTemplate;
  channel: "email" | "sms";
  onSave: () => void;
}) {
  return (
    <Modal opened={naming} onClose={() => setNaming(false)} title="Save as a template">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            The {channel === "email" ? "subject and message" : "message"} as written now, with its variables, become a
            template everyone in the company can start from.
          </Text>
          <TextInput
            label="Template name"
            value={templateName}
            onChange={(e) => setTemplateName(e.currentTarget.value)}
            error={saved.error("name")}
            maxLength={120}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!templateName.trim()}>
              Save template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
