import {
  IconBook2,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCertificate,
  IconHeartHandshake,
  IconHistory,
  IconHome,
  IconLayoutKanban,
  IconReportAnalytics,
  IconSchool,
  IconSpeakerphone,
  IconTargetArrow,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from "@tabler/icons-react";
import type { NavIcon } from "~domain/navigation";

/** The icon component of each navigation icon name (domain/navigation.ts stays free of React). */
export const NAV_ICONS: Record<NavIcon, Icon> = {
  home: IconHome,
  candidates: IconUsers,
  coaching: IconHeartHandshake,
  teams: IconUsersGroup,
  "hiring-pipeline": IconLayoutKanban,
  companies: IconBuildingSkyscraper,
  "role-benchmarks": IconTargetArrow,
  "report-configurator": IconReportAnalytics,
  "book-code-system": IconBook2,
  jobs: IconBriefcase,
  "hiring-campaigns": IconSpeakerphone,
  "user-management": IconUserCog,
  audit: IconHistory,
  academy: IconSchool,
  "learning-management": IconCertificate,
};
