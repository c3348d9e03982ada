import { conversationAction, loadConversation } from "~/messaging/messaging.server";

/** The report's conversation panel: a person's messages, and writing to them (no page of its own). */
export const loader = loadConversation;
export const action = conversationAction;
