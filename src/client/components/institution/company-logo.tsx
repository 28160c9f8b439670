import { Avatar } from "@mantine/core";

/** Where a stored file is served from ("/files/…" is served under "/api"). */
export function storedFileUrl(path: string): string {
  return path.startsWith("/files/") ? `/api${path}` : path;
}

/** A company's logo, or its first character on a coloured tile when it has none. */
export function CompanyLogo({ name, path, size = 56 }: { name: string; path: string | null; size?: number }) {
  return (
    <Avatar src={path ? storedFileUrl(path) : null} alt={name} size={size} radius="md" color="blue" variant="light">
      {Array.from(name)[0] ?? ""}
    </Avatar>
  );
}
