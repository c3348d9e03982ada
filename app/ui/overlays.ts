// Loaded after hydration (useOverlays in ./after-hydration.ts): a menu opens and a tooltip shows only on a user's
// action, so their code need not come with the page.
export { Menu, Tooltip } from "@mantine/core";
