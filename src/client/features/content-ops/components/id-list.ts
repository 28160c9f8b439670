/** "12, 15 18" as [12, 15, 18]: the ids an operator types, each once, in order. */
export function parseIds(text: string): number[] {
  const ids = text.split(/[^\d]+/).filter(Boolean).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}
