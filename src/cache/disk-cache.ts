// The one disk cache behind every cache docgen keeps in the project's
// .docgen-cache/ folder (validated OpenAPI documents, the rendered API reference,
// highlighted code, the client bundle). An entry is found by its key and the
// version of what made it (a library's version, docgen's build id), written
// atomically (a temporary file renamed into place, so a reader never sees half an
// entry), and each kind of entry is bounded: past `maxEntries` files or
// `maxBytes`, the least recently written go. A cache is only ever a shortcut:
// an entry that cannot be read or written costs time, never the build.
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface DiskCacheOptions {
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

  /** The entry's bytes, or undefined when there is none (or it cannot be read). */
  async read(key: string): Promise<Buffer | undefined> {
    return readFile(this.fileFor(key)).catch(() => undefined);
  }

  /** The entry parsed as JSON, if it parses and `valid` accepts it. */
  async readJson<T>(key: string, valid: (value: unknown) => value is T): Promise<T | undefined> {
    const bytes = await this.read(key);
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
      if (Array.isArray(content)) {
        const handle = await open(temp, 'w');
        try {
          const parts = content as Uint8Array[];
          const { bytesWritten } = await handle.writev(parts);
          if (bytesWritten !== parts.reduce((n, p) => n + p.length, 0))
            throw new Error('short write');
        } finally {
          await handle.close();
        }
      } else await writeFile(temp, content as string | Uint8Array);
      await rename(temp, file);
    } catch {
      // Read-only or full disk: the build itself goes on.
      await rm(temp, { force: true }).catch(() => {});
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
