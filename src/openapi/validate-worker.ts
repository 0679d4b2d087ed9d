// A worker thread that validates one OpenAPI document and writes it to the
// validation cache, while the main thread already renders its pages from its own
// parse (src/openapi/spec-document.ts waits for the answer before the build ends).
import { parentPort, workerData } from 'node:worker_threads';
import { parseSpecText, validateAndCache } from './spec-document.js';
import { serializeError, type SerializedError } from '../render/render-protocol.js';

export interface ValidateRequest {
  text: string;
  origin: string;
  cacheDir: string;
  cacheFile: string;
}
export type ValidateResponse = { ok: true; warnings: string[] } | { ok: false; error: SerializedError };

if (!parentPort) throw new Error('validate-worker.ts runs only as a worker thread.');
const port = parentPort;
const request = workerData as ValidateRequest;
let response: ValidateResponse;
try {
  response = { ok: true, warnings: await validateAndCache(parseSpecText(request.text, request.origin), request.origin, request.cacheDir, request.cacheFile) };
} catch (error) {
  response = { ok: false, error: serializeError(error) };
}
port.postMessage(response);
