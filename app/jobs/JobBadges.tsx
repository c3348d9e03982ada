// A public job's badges (the board's cards and the job's page): its place, department, employment type and workplace.
import { Badge, Group } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { EMPLOYMENT_TYPE_LABELS, type PublicJobJson, WORKPLACE_LABELS } from "./model";

type BadgedJob = Pick<PublicJobJson, "location" | "department" | "employment_type" | "workplace">;

/** The department shows on the job's own page only (`withDepartment`), not on the board's cards. */
export function JobBadges({ job, withDepartment = false }: { job: BadgedJob; withDepartment?: boolean }) {
  return (
    <Group gap={6}>
      {job.location ? (
        <Badge variant="light" color="gray" leftSection={<IconMapPin size={12} aria-hidden />}>
          {job.location}
        </Badge>
      ) : null}
      {withDepartment && job.department ? (
        <Badge variant="light" color="gray">
          {job.department}
        </Badge>
      ) : null}
      <Badge variant="light">{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Badge>
      <Badge variant="light" color="gray">
        {WORKPLACE_LABELS[job.workplace]}
      </Badge>
    </Group>
  );
}
