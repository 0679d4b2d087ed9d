// `key=value key="quoted value" flag` attribute lists used by container headers.

export function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    attrs[m[1]!] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}
