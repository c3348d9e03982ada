// The list's bulk bar's messaging: write to the selected people, or to everyone matching the list's filters.
import { Button } from "@mantine/core";
import { IconMail, IconMailForward } from "@tabler/icons-react";
import { Link, useLocation } from "@remix-run/react";
import { composeMatchingHref, composeSelectedHref } from "./model";

export function MessageButtons({ selectedIds }: { selectedIds: number[] }) {
  const location = useLocation();
  return (
    <>
      <Button
        component={Link}
        to={composeSelectedHref(selectedIds)}
        size="sm"
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        Message the {selectedIds.length} selected
      </Button>
      <Button
        component={Link}
        to={composeMatchingHref(location.search)}
        size="sm"
        variant="subtle"
        leftSection={<IconMailForward size={16} aria-hidden />}
      >
        Message everyone matching these filters
      </Button>
    </>
  );
}
