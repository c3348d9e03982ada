// The component tier's DOM (happy-dom, vitest.config.ts): what Mantine expects of a browser that happy-dom leaves
// out, and a clean document after each test.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Mantine's color scheme and media hooks read matchMedia; nothing here matches.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
// Mantine's ScrollArea and floating elements observe their size.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());
