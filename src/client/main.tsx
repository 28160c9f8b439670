import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import "@mantine/core/styles.css";
import { activateLocale, storedLocale } from "#client/lib/i18n.ts";
import { registerPwa } from "#client/lib/pwa.tsx";
import { router } from "#client/router.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { seedShellAnswers } from "#client/features/shell/shell.queries.ts";

async function start(): Promise<void> {
  // Activate the catalog before the first render, so no screen ever flashes untranslated message ids.
  await activateLocale(storedLocale());

  // the navigation, settings and notices the server wrote into the page: the first render draws them
  seedShellAnswers(queryClient);

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
