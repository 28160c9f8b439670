/**
 * Where a stored or shipped file is served from. The API serves the files this portal stored under "/api" +
 * their path ("/files/<key>", document 1 section 7.2); everything else a row may name (the seeded "/static/…"
 * and "/images/…" pictures, a full address) is served where it says. An "/api" prefix on those was a 404.
 */
export function fileUrl(filePath: string): string {
  if (/^(https?:)?\/\//.test(filePath)) return filePath;
  const path = filePath.startsWith("/") ? filePath : `/${filePath}`;
  return path.startsWith("/files/") ? `/api${path}` : path;
}
