import type { TStorage } from "../../lib/storage.ts";

/**
 * Whether a stored zip is a real xlsx workbook: its central directory (read from the end of the file, a few
 * kilobytes, never the whole file) must list `[Content_Types].xml` and `xl/workbook.xml`. A renamed zip, a
 * docx or a truncated file is refused. Parsing cells is left to the import that reads the workbook.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const EOCD_SEARCH = EOCD_MIN + 0xffff;
/** A workbook's directory is small; a huge one is not a spreadsheet worth opening. */
const CENTRAL_DIRECTORY_MAX = 4 * 1024 * 1024;

/** The names listed in a zip's central directory, or null when the bytes are not a well-formed zip. */
export function zipEntryNames(tail: Buffer, tailStart: number, readDirectory: (offset: number, size: number) => Buffer | null): string[] | null {
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (size > CENTRAL_DIRECTORY_MAX || offset + size > tailStart + eocd) return null;
  const directory = readDirectory(offset, size);
  if (!directory || directory.length < size) return null;
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    names.push(directory.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Whether the stored file `key` of `size` bytes is an xlsx workbook. */
export async function isXlsxWorkbook(storage: TStorage, key: string, size: number): Promise<boolean> {
  if (size < EOCD_MIN) return false;
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await storage.read(key, tailStart, size - tailStart);
  if (!tail) return false;
  // The directory usually lies inside the tail already read; otherwise it is read once on its own.
  let directory: Buffer | null = null;
  let wanted: { offset: number; size: number } | null = null;
  const names = zipEntryNames(tail, tailStart, (offset, length) => {
    if (offset >= tailStart) return tail.subarray(offset - tailStart, offset - tailStart + length);
    wanted = { offset, size: length };
    return directory;
  });
  if (names) return isWorkbook(names);
  if (!wanted) return false;
  const { offset, size: length } = wanted as { offset: number; size: number };
  directory = await storage.read(key, offset, length);
  const again = directory ? zipEntryNames(tail, tailStart, () => directory) : null;
  return again ? isWorkbook(again) : false;
}

function isWorkbook(names: string[]): boolean {
  return names.includes("[Content_Types].xml") && names.includes("xl/workbook.xml");
}
