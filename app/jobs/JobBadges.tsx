// A public job's badges (the board's cards and the job's page): its place, department, employment type and workplace.
import { Badge, Group } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useT } from "~/i18n/useT";
import type { PublicJobJson } from "./model";

type BadgedJob = Pick<PublicJobJson, "location" | "department" | "employment_type" | "workplace">;

/** The department shows on the job's own page only (`withDepartment`), not on the board's cards. */
export function JobBadges({ job, withDepartment = false }: { job: BadgedJob; withDepartment?: boolean }) {
  const t = useT();
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
      <Badge variant="light">{t(`careers.job.employment.${job.employment_type}`)}</Badge>
      <Badge variant="light" color="gray">
        {t(`careers.job.workplace.${job.workplace}`)}
      </Badge>
    </Group>
  );
}
