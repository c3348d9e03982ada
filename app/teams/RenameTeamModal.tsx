import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { actionFields } from "~/ui/action";
import type { TeamActionResult } from "./team.server";

/** Renaming the team: made anew each time it opens, so it starts from the current name. */
export function RenameTeamModal({
  opened,
  name,
  fetcher,
  onClose,
}: {
  opened: boolean;
  name: string;
  fetcher: ReturnType<typeof useFetcher<TeamActionResult>>;
  onClose: () => void;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const [value, setValue] = useState(name);
  // Problems of a rename sent from this opening of the dialog (it is made anew each time it opens).
  const [stale] = useState(fetcher.data?.id ?? null);
  const result = fetcher.data && fetcher.data.intent === "rename" && fetcher.data.id !== stale ? fetcher.data : null;
  const { errors } = actionFields(result);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Rename the team"
      fullScreen={mobile}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          fetcher.submit({ intent: "rename", name: value }, { method: "post", encType: "application/json" });
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Team name"
            required
            maxLength={120}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
