/** What a cropped picture becomes: its shape and the size it is stored at (document 3 section 5). */
export interface TCropTarget {
  width: number;
  height: number;
}

export interface TCropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The stored name of a cropped picture: the original's, with the extension of what was written. */
export function croppedName(original: string, type: string): string {
  const ext = type === "image/png" ? "png" : "jpg";
  return `${original.replace(/\.[^.]+$/, "")}.${ext}`;
}

/**
 * Draws the chosen area of an image into a canvas of the target size and returns it as a file to upload.
 * A PNG stays PNG (logos keep their transparency); everything else is written as JPEG at 0.9.
 */
export async function cropToFile(file: File, area: TCropArea, target: TCropTarget): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement("canvas");
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
    const type = file.type === "image/png" ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob) throw new Error("the canvas gave no image");
    return new File([blob], croppedName(file.name, type), { type });
  } finally {
    bitmap.close();
  }
}
