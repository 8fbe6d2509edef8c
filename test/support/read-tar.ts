/** One regular file of a tar archive. */
export interface TarFile {
  path: string;
  data: Buffer;
}

const BLOCK = 512;

/**
 * The regular files of an uncompressed ustar archive, in archive order (directories are implied by
 * the paths and skipped). Only what the Chromium package's library archive uses is supported, so
 * anything else (links, PAX or GNU long-name headers) is refused rather than silently misread.
 *
 * @throws Error naming the entry when the archive holds a kind of entry this reader does not support.
 * @example readTarFiles(brotliDecompressSync(bytes)).map((f) => f.path) // ['lib/libnss3.so', …]
 */
export function readTarFiles(archive: Buffer): TarFile[] {
  const files: TarFile[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    const name = field(header, 0, 100);
    if (name === '') break; // two zero blocks end the archive
    const prefix = field(header, 345, 155);
    const path = prefix === '' ? name : `${prefix}/${name}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]);
    offset += BLOCK;
    if (type === '0' || type === '\0') files.push({ path, data: archive.subarray(offset, offset + size) });
    else if (type !== '5') throw new Error(`readTarFiles: entry "${path}" has type "${type}" — expected a regular file or a directory`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

/** A NUL-terminated ASCII header field. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('latin1');
}
