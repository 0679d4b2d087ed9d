// Types of cli-bundle.mjs, for the tests that import it.
export interface FileStamp {
  size: number;
  mtimeMs: number;
}
export interface InputsRecord {
  files: Record<string, FileStamp> | null;
}
export function inputsRecord(bundle: string): string;
export function fileStamp(file: string): FileStamp | undefined;
export function changedInputs(
  record: InputsRecord | undefined,
  stampOf?: (file: string) => FileStamp | undefined,
): string[];
export function readRecord(bundle: string): InputsRecord | undefined;
export function bundleCli(root: string, bundle: string, home?: string): Promise<void>;
export function fallbackBundle(root: string): string;
export function currentBundle(root: string, note?: (line: string) => void): Promise<string>;
export function serveRestartingOnEdit(
  root: string,
  args: string[],
  note?: (line: string) => void,
): Promise<void>;
