import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import "@mantine/core/styles.css";
import { activateLocale, storedLocale } from "#client/lib/i18n.ts";
import { registerPwa } from "#client/lib/pwa.tsx";
import { router } from "#client/router.tsx";

async function start(): Promise<void> {
  // Activate the catalog before the first render, so no screen ever flashes untranslated message ids.
  await activateLocale(storedLocale());

  const container = document.getElementById("root");
  if (!container) throw new Error("index.html lacks #root");
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );

  registerPwa();
}

void start();
