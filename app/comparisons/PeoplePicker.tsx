// Search the people list and pick someone: used by the comparison (add up to eight) and the conflict tool (choose the
// two sides). Searches as typing pauses, and at once on Enter; the results are a plain list of "Add" buttons, so the
// keyboard goes Tab by Tab and a screen reader hears how many were found.
import { Badge, Button, Group, Loader, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import brand from "~brand";
import classes from "./compare.module.css";
import { fullName, type PickablePerson } from "./model";
import type { searchPeople } from "./people.server";

const SEARCH_DELAY_MS = 300;

export function PeoplePicker({
  label,
  chosenIds,
  onPick,
  full = false,
  fullText,
  actionLabel = "Add",
}: {
  label: string;
  /** People already chosen: shown, but not offered again. */
  chosenIds: readonly number[];
  onPick(person: PickablePerson): void;
  /** Nothing more may be picked (e.g. eight people chosen). */
  full?: boolean;
  fullText?: string;
  actionLabel?: string;
}) {
  const fetcher = useFetcher<typeof searchPeople>();
  const [text, setText] = useState("");
  const statusId = useId();
  const search = (value: string) => {
    const q = value.trim();
    if (q) fetcher.load(`/compare/people?search=${encodeURIComponent(q)}`);
  };
  const searchSoon = useDebouncedCallback(search, SEARCH_DELAY_MS);
  const result = fetcher.data && fetcher.data.search === text.trim() ? fetcher.data : null;
  const loading = fetcher.state === "loading";
  const people = text.trim() ? (result?.people ?? []) : [];

  let status = "";
  if (!text.trim()) status = "";
  else if (loading && !result) status = "Searching…";
  else if (result && people.length === 0) status = `No one found for "${text.trim()}".`;
  else if (result)
    status = `${people.length === 1 ? "1 person" : `${people.length} people`} found${result.more ? " (type more to narrow it down)" : ""}.`;

  return (
    <div>
      <TextInput
        label={label}
        type="search"
        placeholder="Name or e-mail starts with…"
        value={text}
        disabled={full}
        description={full ? fullText : undefined}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={loading ? <Loader size="xs" aria-hidden /> : null}
        onChange={(e) => {
          setText(e.currentTarget.value);
          searchSoon(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            searchSoon.cancel();
            search(text);
          }
        }}
        maw={420}
      />
      <Text id={statusId} size="sm" c="dimmed" mt={4} aria-live="polite">
        {status}
      </Text>
      {people.length ? (
        <ul className={classes.results} aria-label={`${label}: results`}>
          {people.map((p) => {
            const chosen = chosenIds.includes(p.id);
            return (
              <li key={p.id} className={classes.result}>
                <div className={classes.resultText}>
                  <Text size="sm" fw={500}>
                    {fullName(p)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.role_name} · {p.company}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {p.finished ? null : (
                    <Badge size="sm" variant="light" color="gray">
                      Not finished
                    </Badge>
                  )}
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={chosen || full || !p.finished}
                    onClick={() => {
                      onPick(p);
                      setText("");
                    }}
                    aria-label={`${actionLabel} ${fullName(p)}`}
                    data-person={p.id}
                  >
                    {chosen ? "Chosen" : actionLabel}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      ) : null}
      {text.trim() === "" && !full ? (
        <Text size="xs" c="dimmed">
          Only {brand.wording.people} who have finished the {brand.wording.assessment} can be compared.
        </Text>
      ) : null}
    </div>
  );
}
