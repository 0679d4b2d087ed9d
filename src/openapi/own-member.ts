// A member of a map from a document (its properties, security schemes, a server's variables)
// looked up by a name read elsewhere in it (a `required` list, a security requirement, a URL's
// `{placeholder}`): only the map's own keys count, so a name like `constructor` or `toString`
// that the map does not define finds nothing rather than Object.prototype's function.

/** `map[name]` when the map defines `name`. */
export function ownMember<T>(
  map: Readonly<Record<string, T>> | null | undefined,
  name: string,
): T | undefined {
  return map != null && Object.hasOwn(map, name) ? map[name] : undefined;
}
