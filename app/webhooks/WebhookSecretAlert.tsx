import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** A new signing secret, shown this once with a copy button. */
export function WebhookSecretAlert({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title="Your signing secret" role="status">
      <Stack gap="xs">
        <Text size="sm">Copy it now and keep it with the receiving system: for safety it is shown only this once.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Secret"
            value={secret}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="webhook-secret"
          />
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant="light"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button size="xs" variant="subtle" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
