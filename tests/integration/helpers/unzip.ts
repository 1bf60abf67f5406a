import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/**
 * Unpacks a zip archive as AWS Lambda unpacks a function's zip: files with their modes,
 * symbolic links as links. Enough of the format for what zip-it-and-ship-it writes (stored and
 * deflated entries, no ZIP64, no encryption); anything else is refused rather than guessed.
 */
export async function unzip(file: string, into: string): Promise<string[]> {
  const zip = await readFile(file);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${file} is not a zip archive`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: bad central directory`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const mode = zip.readUInt32LE(at + 38) >>> 16;
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || localHeader === 0xffffffff) {
      throw new Error(`${file}: ${name} needs ZIP64, which this reader does not handle`);
    }
    if (isAbsolute(name) || normalize(name).startsWith('..')) {
      throw new Error(`${file}: ${name} points outside the archive`);
    }
    const target = join(into, name);
    if (name.endsWith('/')) {
      await mkdir(target, { recursive: true });
      continue;
    }
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === 0) data = raw;
    else if (method === 8) data = inflateRawSync(raw);
    else throw new Error(`${file}: ${name} uses compression method ${method}`);
    await mkdir(dirname(target), { recursive: true });
    if ((mode & 0o170000) === 0o120000) {
      await symlink(data.toString('utf8'), target);
    } else {
      await writeFile(target, data);
      if (mode & 0o777) await chmod(target, mode & 0o777);
    }
    names.push(name);
  }
  return names;
}
