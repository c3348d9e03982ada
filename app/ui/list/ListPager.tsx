import { Group, Text } from "@mantine/core";
import { PageButtons } from "./PageButtons";
import { pageRangeText, type PagerProps } from "./pagination";
import { useListUrl } from "./use-list-url";

/**
 * The pager of a list that is not one table (ListTable has it in its footer): "from–to of total" and the pages,
 * with named Previous / Next page buttons. Hidden while everything fits on one page.
 */
export function ListPager({
  total,
  page,
  limit,
  onPageChange,
}: Pick<PagerProps, "total" | "page" | "limit"> & Partial<Pick<PagerProps, "onPageChange">>) {
  const { set } = useListUrl();
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {pageRangeText({ total, page, limit })}
      </Text>
      <PageButtons pages={pages} page={page} onChange={onPageChange ?? ((next) => set({ page: next }))} />
    </Group>
  );
}
