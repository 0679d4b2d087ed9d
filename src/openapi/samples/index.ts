// Request samples of an operation: a cURL, JavaScript, Python, Go and Rust call
// written from one language-free HttpCall, plus the document's own
// x-codeSamples. Plain data; the page model and templates decide how to show it.
import { curlSample } from './curl.js';
import { goSample } from './go.js';
import { httpCall, type HttpCall } from './http-call.js';
import { javascriptSample } from './javascript.js';
import { pythonSample } from './python.js';
import { rustSample } from './rust.js';
import type { SampleDocument, SampleOperation, VendorSample } from './sample-input.js';
import type { RequestSample } from '../../types.js';
import { asciiKebab } from '../slugs.js';
import type { ApiSourceConfig } from '../source-config.js';

export { httpCall, type HttpCall } from './http-call.js';
export {
  sampleDocument,
  sampleOperation,
  type SampleDocument,
  type SampleOperation,
} from './sample-input.js';
// The samples are part of the API page model, whose types all live in src/types.ts.
export type { RequestSample } from '../../types.js';

/** Stands for the URL in a sample's template: letters only, so it reads as part of any string literal. */
export const urlPlaceholder = 'DOCGENSAMPLEURL';

/** The generated tabs, in order: request samples and webhook receivers have the same five. */
export const sampleLanguages = [
  { label: 'cURL', value: 'curl', lang: 'bash' },
  { label: 'JavaScript', value: 'js', lang: 'javascript' },
  { label: 'Python', value: 'python', lang: 'python' },
  { label: 'Go', value: 'go', lang: 'go' },
  { label: 'Rust', value: 'rust', lang: 'rust' },
] as const;

const writers: Record<(typeof sampleLanguages)[number]['value'], (call: HttpCall) => string> = {
  curl: curlSample,
  js: javascriptSample,
  python: pythonSample,
  go: goSample,
  rust: rustSample,
};

/** x-codeSamples `lang` values (Redoc names them freely) as highlight.js languages. */
const vendorLanguages: Record<string, string> = {
  curl: 'bash',
  shell: 'bash',
  sh: 'bash',
  node: 'javascript',
  'node.js': 'javascript',
  nodejs: 'javascript',
  js: 'javascript',
  'c#': 'csharp',
  'c++': 'cpp',
  golang: 'go',
  py: 'python',
};

function vendorSamples(samples: VendorSample[], taken: Set<string>): RequestSample[] {
  return samples.map((s) => {
    const label = s.label?.trim() || s.lang;
    // A document's own "cURL" next to the generated one must stay distinguishable.
    const shown = taken.has(label) ? `${label} (spec)` : label;
    taken.add(shown);
    return {
      label: shown,
      value: `x-${asciiKebab(shown)}`,
      lang: vendorLanguages[s.lang.toLowerCase()] ?? s.lang.toLowerCase(),
      code: s.source.replace(/\n+$/, ''),
      origin: 'document',
    };
  });
}

function generatedSamples(op: SampleOperation, doc: SampleDocument): RequestSample[] {
  const call = httpCall(op, doc);
  // A JSON body is code in most of the languages, not text in a string: such samples are highlighted whole.
  const shape =
    call.body?.kind !== 'json' && !call.url.includes(urlPlaceholder)
      ? { ...call, url: urlPlaceholder }
      : undefined;
  return sampleLanguages.map(({ label, value, lang }) => {
    const code = writers[value](call);
    const template = shape && writers[value](shape);
    // A URL can change the code around it (curl's --globoff): then the template is not this code's shape.
    const fits = template && template.replaceAll(urlPlaceholder, () => call.url) === code;
    return {
      label,
      value,
      lang,
      code,
      origin: 'generated',
      ...(fits
        ? { template: { code: template, placeholder: urlPlaceholder, value: call.url } }
        : {}),
    };
  });
}

/** Every sample tab of an operation, generated and the document's own, as `mode` combines them. */
export function requestSamples(
  op: SampleOperation,
  doc: SampleDocument,
  mode: ApiSourceConfig['codeSamples'] = 'add',
): RequestSample[] {
  if (mode === 'replace' && op.vendorSamples.length > 0)
    return vendorSamples(op.vendorSamples, new Set());
  const generated = generatedSamples(op, doc);
  return [...generated, ...vendorSamples(op.vendorSamples, new Set(generated.map((s) => s.label)))];
}
