import { Center, Loader } from "@mantine/core";

// The pending component stays in the main bundle with the layout's route options (as the centre's does,
// centre-status.tsx); the refusal panels are split with the error component (ops-access.tsx).

/** Shown while the guard of /ops learns who the user is. */
export function OpsPending() {
  return (
    <Center mih="60vh">
      <Loader aria-label="loading" />
    </Center>
  );
}
