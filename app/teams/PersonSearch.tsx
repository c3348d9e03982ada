// Finds people of a company by the start of their name or e-mail (the team pickers' search), as typing pauses;
// each match is a button, so the list works with the keyboard alone.
import { Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { SEARCH_DELAY_MS } from "~/ui/list";
import { personName, type FoundPerson } from "./model";
import type { TeamOptions } from "./options.server";

export function PersonSearch({
  companyId,
  label,
  description,
  pickLabel,
  onPick,
  unavailable,
}: {
  companyId: number | null;
  label: string;
  description?: ReactNode;
  /** The match's button text, e.g. "Add" or "Try in the team". */
  pickLabel: string;
  onPick: (person: FoundPerson) => void;
  /** Why a match cannot be picked (already chosen, not finished…), or null when it can. */
  unavailable?: (person: FoundPerson) => string | null;
}) {
  const fetcher = useFetcher<TeamOptions>();
  const [text, setText] = useState("");
  const resultsId = useId();
  const search = useDebouncedCallback((value: string) => {
    if (!value) return;
    const params = new URLSearchParams({ find: value });
    if (companyId) params.set("company_id", String(companyId));
    fetcher.load(`/teams/options?${params}`);
  }, SEARCH_DELAY_MS);
  const found = text && fetcher.data?.find === text.trim() ? fetcher.data.people : null;
  const searching = fetcher.state === "loading";

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        type="search"
        placeholder="Name or e-mail starts with…"
        value={text}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
        aria-controls={resultsId}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value.trim());
        }}
        onKeyDown={(e) => {
          // Enter searches at once (and never submits a surrounding form).
          if (e.key === "Enter") {
            e.preventDefault();
            search.flush();
          }
        }}
      />
      <div id={resultsId} aria-live="polite">
        {found === null ? null : found.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody matches “{text.trim()}”.
          </Text>
        ) : (
          <Stack gap={6} component="ul" aria-label="People found" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {found.map((person) => {
              const why = unavailable?.(person) ?? null;
              return (
                <Group key={person.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {personName(person)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[person.role_name, person.department, why].filter(Boolean).join(" · ")}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={why !== null}
                    onClick={() => onPick(person)}
                    aria-label={`${pickLabel}: ${personName(person)}`}
                  >
                    {pickLabel}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
