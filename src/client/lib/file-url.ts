/** Where an uploaded file is served from: the API serves stored files under "/api" + filePath (document 1 section 7.2). */
export function fileUrl(filePath: string): string {
  if (/^(https?:)?\/\//.test(filePath) || filePath.startsWith("/api/")) return filePath;
  return `/api${filePath.startsWith("/") ? "" : "/"}${filePath}`;
}
