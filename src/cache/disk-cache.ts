// The one disk cache behind every cache in .docgen-cache/. An entry is found by its
// key and the version of what made it (a library's version, docgen's build id),
// written atomically (a temporary file renamed into place), and each kind is bounded:
// past `maxEntries` files or `maxBytes`, the least recently written go. A cache is
// only a shortcut: an entry that cannot be read or written costs time, never the build.
//
// An entry is checked, not trusted: its first line holds the CRC-32 and length of the
// bytes after it, and one that does not match (a flipped byte, a file cut short) is
// deleted and made afresh, never published as a page nor run as code. A CRC-32 catches
// every burst of damage up to 32 bits, for less than a cryptographic hash costs on
// entries every build reads whole; no unkeyed checksum would stop someone who can
// write the folder anyway.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, rmSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { lstat, mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Told when an entry is dropped as damaged: `docgen build --verbose` prints it. */
type DroppedEntryListener = (file: string, why: string) => void;
const droppedListeners = new Set<DroppedEntryListener>();

/** Calls `listener` for every damaged entry dropped in this thread, until the returned function is called. */
export function onDroppedEntry(listener: DroppedEntryListener): () => void {
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

/** Told once per process when the cache folder cannot be written: the CLI prints it as a note. */
type UnwritableCacheListener = (dir: string, code: string) => void;
const unwritableListeners = new Set<UnwritableCacheListener>();
let unwritableTold = false;

/** Calls `listener` the first time an entry cannot be written (a read-only checkout, a full disk). */
export function onUnwritableCache(listener: UnwritableCacheListener): () => void {
  unwritableListeners.add(listener);
  return () => unwritableListeners.delete(listener);
}

function tellUnwritable(dir: string, error: unknown): void {
  if (unwritableTold) return;
  unwritableTold = true;
  const code = (error as NodeJS.ErrnoException)?.code ?? String((error as Error)?.message ?? error);
  for (const listener of unwritableListeners) listener(dir, code);
}

const newline = 0x0a;
const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** The name an entry's file has (its hashed version and key), which its first line repeats. */
export const entryNameOf = (file: string) => path.basename(file, '.entry');

/**
 * The line an entry starts with: its tag, the CRC-32 and the length of the bytes
 * that follow, and the entry's name, so an entry moved to another key's file (or
 * a file copied over another) reads as none.
 */
export function entryHeader(parts: readonly Uint8Array[], name: string): Buffer {
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    crc = crc32(part, crc);
    size += part.length;
  }
  return Buffer.from(`docgen-cache-entry 3 crc32:${hex8(crc)} ${size} ${name}\n`);
}

/** The payload of the entry file `name`'s bytes, or why it is not a sound entry. */
export function checkedPayload(bytes: Buffer, name: string): Buffer | string {
  const end = bytes.indexOf(newline);
  const header = end > 0 && end < 200 ? bytes.toString('latin1', 0, end) : '';
  const match = /^docgen-cache-entry 3 crc32:([0-9a-f]{8}) (\d+) ([0-9a-f]+)$/.exec(header);
  if (!match) return 'it has no checksum line';
  if (match[3] !== name) return `it was written for another key (${match[3]})`;
  const payload = bytes.subarray(end + 1);
  if (payload.length !== Number(match[2]))
    return `it holds ${payload.length} bytes where it was written with ${match[2]}`;
  if (hex8(crc32(payload)) !== match[1]) return 'its bytes do not match its checksum';
  return payload;
}

interface DiskCacheOptions {
  /** The project's cache folder (`<root>/.docgen-cache`). */
  dir: string;
  /** The kind of entry, a folder of its own under `dir`: 'validated', 'api', 'highlight', 'client'. */
  kind: string;
  /** What made the entries: an entry written under another version is never read, and is pruned in time. */
  version: string;
  /** Entries kept of this kind; the least recently written past it are deleted after a write. */
  maxEntries: number;
  /** Bytes kept of this kind (default 256 MB); the least recently written past it are deleted after a write. */
  maxBytes?: number;
}

const defaultMaxBytes = 256 * 1024 * 1024;

export class DiskCache {
  readonly folder: string;

  constructor(private readonly options: DiskCacheOptions) {
    this.folder = path.join(options.dir, options.kind);
  }

  /** The file an entry lives in: its version and key hashed, so any key makes a safe name. */
  fileFor(key: string): string {
    const name = createHash('sha256')
      .update(this.options.version)
      .update('\0')
      .update(key)
      .digest('hex')
      .slice(0, 32);
    return path.join(this.folder, `${name}.entry`);
  }

  /** The entry's bytes, or undefined when there is none (or it is damaged or cannot be read: then it is dropped). */
  async read(key: string): Promise<Buffer | undefined> {
    const file = this.fileFor(key);
    let bytes: Buffer;
    try {
      // Only a regular file is read: a FIFO would block, a link to /dev/zero never end.
      if (!(await lstat(file)).isFile()) return this.drop(file, 'it is not a regular file');
      bytes = await readFile(file);
    } catch (error) {
      return this.drop(file, error);
    }
    const payload = checkedPayload(bytes, entryNameOf(file));
    return typeof payload === 'string' ? this.drop(file, payload) : payload;
  }

  /** `read` for a caller that cannot wait (a cache loaded on first use, in the middle of rendering). */
  readSync(key: string): Buffer | undefined {
    const file = this.fileFor(key);
    let bytes: Buffer;
    try {
      if (!lstatSync(file).isFile()) return this.drop(file, 'it is not a regular file');
      bytes = readFileSync(file);
    } catch (error) {
      return this.drop(file, error);
    }
    const payload = checkedPayload(bytes, entryNameOf(file));
    return typeof payload === 'string' ? this.drop(file, payload) : payload;
  }

  /** Deletes a damaged or unreadable entry and tells the listeners; no entry (ENOENT) is no news. */
  private drop(file: string, why: unknown): undefined {
    if ((why as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    const reason =
      typeof why === 'string' ? why : `it cannot be read (${(why as Error).message ?? why})`;
    try {
      rmSync(file, { force: true, recursive: true });
    } catch {
      // Not ours to delete (a read-only cache): it is skipped all the same.
    }
    for (const listener of droppedListeners) listener(file, reason);
    return undefined;
  }

  /** The entry parsed as JSON, if it parses and `valid` accepts it. */
  async readJson<T>(key: string, valid: (value: unknown) => value is T): Promise<T | undefined> {
    return this.parsed(await this.read(key), valid);
  }

  /** `readJson` for a caller that cannot wait. */
  readJsonSync<T>(key: string, valid: (value: unknown) => value is T): T | undefined {
    return this.parsed(this.readSync(key), valid);
  }

  private parsed<T>(
    bytes: Buffer | undefined,
    valid: (value: unknown) => value is T,
  ): T | undefined {
    if (!bytes) return undefined;
    try {
      const value: unknown = JSON.parse(bytes.toString('utf8'));
      return valid(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Stores an entry atomically, then prunes this kind to its bounds. False when it
   * could not be written. Content in parts is written part after part, never
   * copied into one buffer (a cache of rendered pages is megabytes).
   */
  async write(key: string, content: string | Uint8Array | readonly Uint8Array[]): Promise<boolean> {
    const file = this.fileFor(key);
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(this.folder, { recursive: true });
      const body = Array.isArray(content)
        ? (content as Uint8Array[])
        : [typeof content === 'string' ? Buffer.from(content) : (content as Uint8Array)];
      const parts = [entryHeader(body, entryNameOf(file)), ...body];
      const handle = await open(temp, 'w');
      try {
        const { bytesWritten } = await handle.writev(parts);
        if (bytesWritten !== parts.reduce((n, p) => n + p.length, 0))
          throw new Error('short write');
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      // Read-only or full disk: the build itself goes on, told once that it runs uncached.
      await rm(temp, { force: true }).catch(() => {});
      tellUnwritable(this.options.dir, error);
      return false;
    }
    await this.prune(file).catch(() => {});
    return true;
  }

  writeJson(key: string, value: unknown): Promise<boolean> {
    return this.write(key, JSON.stringify(value));
  }

  /** Deletes the least recently written entries past the bounds; `keep` (the entry just written) always stays. */
  private async prune(keep: string): Promise<void> {
    const names = (await readdir(this.folder)).filter((n) => n.endsWith('.entry'));
    const maxBytes = this.options.maxBytes ?? defaultMaxBytes;
    if (names.length <= this.options.maxEntries && maxBytes === Infinity) return;
    const entries = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.folder, name);
        const info = await stat(file).catch(() => undefined);
        return { file, size: info?.size ?? 0, mtime: info?.mtimeMs ?? 0 };
      }),
    );
    // Newest first; the entry just written counts as the newest whatever the clock says.
    entries.sort((a, b) => Number(b.file === keep) - Number(a.file === keep) || b.mtime - a.mtime);
    let bytes = 0;
    const drop = entries.filter((entry, i) => {
      bytes += entry.size;
      return entry.file !== keep && (i >= this.options.maxEntries || bytes > maxBytes);
    });
    await Promise.all(drop.map((entry) => rm(entry.file, { force: true })));
  }
}
