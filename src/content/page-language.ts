// A page's own language (front matter `lang`, `dir`): a page in Arabic on an English
// site reads right to left, while the site's navbar and sidebar keep the site's language.

/** A BCP 47 language tag as pages write them: a language, then optional subtags (`ar`, `pt-BR`, `zh-Hant-TW`). */
export const languageTagPattern = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/** Languages written right to left, by their primary subtag. */
const rightToLeftLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
/** Scripts written right to left (a script subtag overrides the language's usual one: `ku-Arab`). */
const rightToLeftScripts = new Set(['arab', 'hebr', 'syrc', 'thaa', 'nkoo', 'adlm', 'rohg']);
const leftToRightScripts = new Set(['latn', 'cyrl']);

/** The direction a language is written in, read off its tag. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  const [language = '', ...rest] = tag.toLowerCase().split('-');
  const script = rest.find((s) => s.length === 4);
  if (script && rightToLeftScripts.has(script)) return 'rtl';
  if (script && leftToRightScripts.has(script)) return 'ltr';
  return rightToLeftLanguages.has(language) ? 'rtl' : 'ltr';
}
