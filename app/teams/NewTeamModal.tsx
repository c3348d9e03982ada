// "New team": a name, the company (for whoever sees several), and who is in it — everyone assessed in one of the
// company's departments or locations (kept up to date as people come and go), or people chosen by hand.
import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconX } from "@tabler/icons-react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { actionFields } from "~/ui/action";
import type { TeamsActionResult } from "./list.server";
import { personName, type FoundPerson } from "./model";
import type { TeamOptions } from "./options.server";
import { PersonSearch } from "./PersonSearch";

type Kind = "department" | "location" | "custom";

export function NewTeamModal({
  opened,
  onClose,
  companies,
  ownCompanyId,
  fetcher,
  staleResultId,
}: {
  opened: boolean;
  onClose: () => void;
  companies: { id: number; name: string }[];
  ownCompanyId: number;
  fetcher: ReturnType<typeof useFetcher<TeamsActionResult>>;
  /** The answer that was there when the modal opened (its problems belong to an earlier attempt). */
  staleResultId: string | null;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const several = companies.length > 1;
  const [companyId, setCompanyId] = useState<number | null>(
    companies.some((c) => c.id === ownCompanyId) ? ownCompanyId : (companies[0]?.id ?? null),
  );
  const [name, setName] = useState("");
  const [kind, setKind] = useState<Kind>("department");
  const [departmentId, setDepartmentId] = useState("");
  const [locationId, setLocationId] = useState("");
  const [people, setPeople] = useState<FoundPerson[]>([]);
  const places = useFetcher<TeamOptions>();
  const { errors } = actionFields(fetcher.data?.id !== staleResultId ? fetcher.data : undefined);
  const saving = fetcher.state !== "idle";

  // The company's departments and locations, whenever the company changes.
  useEffect(() => {
    if (!opened || companyId === null) return;
    places.load(`/teams/options?places=1&company_id=${companyId}`);
    setDepartmentId("");
    setLocationId("");
    setPeople([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per company while open
  }, [opened, companyId]);
  const options = places.data && places.data.companyId === companyId ? places.data : null;

  const submit = () =>
    fetcher.submit(
      {
        intent: "create",
        team: {
          ...(several && companyId !== null && { company_id: companyId }),
          name,
          kind,
          ...(kind === "department" && departmentId && { department_id: Number(departmentId) }),
          ...(kind === "location" && locationId && { location_id: Number(locationId) }),
          ...(kind === "custom" && { survey_result_ids: people.map((p) => p.id) }),
        },
      },
      { method: "post", encType: "application/json" },
    );

  const placeSelect = (which: "department" | "location") => {
    const items = options ? (which === "department" ? options.departments : options.locations) : null;
    const value = which === "department" ? departmentId : locationId;
    const set = which === "department" ? setDepartmentId : setLocationId;
    const label = which === "department" ? "Department" : "Location";
    if (items && items.length === 0)
      return (
        <Alert color="gray" variant="light">
          This company has no {which}s yet. Choose people instead, or add {which}s to the company first.
        </Alert>
      );
    return (
      <NativeSelect
        label={label}
        required
        description={`Everyone with a finished assessment in this ${which}, as people join and leave.`}
        value={value}
        disabled={!items}
        onChange={(e) => set(e.currentTarget.value)}
        data={[
          { value: "", label: items ? `Choose a ${which}` : "Loading…" },
          ...(items ?? []).map((i) => ({ value: String(i.id), label: i.name })),
        ]}
        error={errors[`${which}_id`]}
      />
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New team"
      size="lg"
      fullScreen={mobile}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Team name"
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          {several ? (
            <NativeSelect
              label="Company"
              value={companyId === null ? "" : String(companyId)}
              onChange={(e) => setCompanyId(Number(e.currentTarget.value))}
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              error={errors.company_id}
            />
          ) : null}
          <Radio.Group
            label="Who is in the team"
            value={kind}
            onChange={(value) => setKind(value as Kind)}
            error={errors.kind}
          >
            <Stack gap={6} mt={6}>
              <Radio value="department" label="Everyone in a department" />
              <Radio value="location" label="Everyone at a location" />
              <Radio value="custom" label="People I choose" />
            </Stack>
          </Radio.Group>

          {kind === "department" ? placeSelect("department") : null}
          {kind === "location" ? placeSelect("location") : null}
          {kind === "custom" ? (
            <Stack gap="xs">
              <PersonSearch
                companyId={companyId}
                label="Add people"
                pickLabel="Add"
                onPick={(person) => setPeople((list) => [...list, person])}
                unavailable={(person) => (people.some((p) => p.id === person.id) ? "in the team" : null)}
              />
              <Text size="sm" fw={500} id="new-team-people">
                {people.length ? `In the team (${people.length})` : "Nobody chosen yet: you can add people later."}
              </Text>
              {people.length ? (
                <Stack
                  gap={4}
                  component="ul"
                  aria-labelledby="new-team-people"
                  style={{ listStyle: "none", margin: 0, padding: 0 }}
                >
                  {people.map((p) => (
                    <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate>
                        {personName(p)}
                        {p.submitted_at ? "" : " · assessment not finished"}
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${personName(p)}`}
                        onClick={() => setPeople((list) => list.filter((x) => x.id !== p.id))}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
              ) : null}
              {errors.survey_result_ids ? (
                <Text size="sm" c="red">
                  {errors.survey_result_ids}
                </Text>
              ) : null}
            </Stack>
          ) : null}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Create team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
