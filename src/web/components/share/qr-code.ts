// The QR code's modules, drawn as an SVG path and as a PNG. uqr is imported on demand so the
// donor's page does not load the encoder until someone asks for the code.

/** Light modules around the code; the QR specification asks for four. */
export const QUIET_ZONE = 4;

/** Dark modules (`true`) of the code for `url`, without a border; medium error correction so a creased print still scans. */
export async function qrModules(url: string): Promise<boolean[][]> {
  const { encode } = await import('uqr');
  return encode(url, { ecc: 'M', border: 0 }).data;
}

/** One SVG path for all dark modules, a run of neighbours per subpath (a few KB, not one rect per module). */
export function qrPath(modules: boolean[][], offset = QUIET_ZONE) {
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      d += `M${start + offset} ${y + offset}h${run}v1h-${run}z`;
    }
  });
  return d;
}

/** A PNG of the code at `scale` px per module with the quiet zone, black on white: crisp when printed. */
export function qrPng(modules: boolean[][], scale = 8): Promise<Blob> {
  const side = (modules.length + 2 * QUIET_ZONE) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2D canvas'));
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = '#000';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) ctx.fillRect((x + QUIET_ZONE) * scale, (y + QUIET_ZONE) * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/** Saves `blob` under `fileName` through a temporary link (works without the File System Access API). */
export function downloadBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers start the download after click() returns; revoke once they have read it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
