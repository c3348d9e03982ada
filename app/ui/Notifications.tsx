// Loaded by ./ToastHost.tsx with the first toast. Mantine's core styles come before the notifications package's.
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.css";

export { Notifications as default } from "@mantine/notifications";
