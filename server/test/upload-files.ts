import sharp from 'sharp';

// Real files of each type for the upload tests, made in memory.

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9822b' } })
    .png()
    .toBuffer();

/** A JPEG that carries EXIF (camera, GPS-like comment) metadata, to see it stripped. */
export const jpegWithExif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2b6cd9' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address' } })
    .toBuffer();

export const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2bd97a' } })
    .webp()
    .toBuffer();

/** A small but complete PDF (header, one empty page, cross-reference table, end marker). */
export function pdf(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const offset = body.length;
    body += object;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Not an image at all, whatever its name says. */
export const script = Buffer.from('<script>alert(document.cookie)</script>');
