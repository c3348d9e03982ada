import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";

// Mantine's <Notifications /> (its transitions, scroll handling and styles) loads with the first toast, not with
// every page. The toast helpers (./toasts.tsx) write to Mantine's store, which keeps a toast until the component has
// loaded and shows it.
const Notifications = lazy(() => import("./Notifications"));

/** Where toasts appear: nothing until the first one is shown, then Mantine's notifications. */
export function ToastHost(props: ComponentProps<typeof Notifications>) {
  const { notifications, queue } = useNotifications();
  const wanted = notifications.length + queue.length > 0;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  return loaded ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
