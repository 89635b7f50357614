/** A crop in image pixels, as the logo dialog gives it. */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Cuts a crop out of an image as a PNG (the server accepts JPEG or PNG, spec shell §5). */
export async function cropToPng(url: string, crop: ImageCrop): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(crop.width);
  canvas.height = Math.round(crop.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}
