// The document as the page builder reads it. Under validation: 'warn' a broken
// document still builds, so the nodes every page reads are made usable here, once,
// each change named in a warning with its JSON pointer. Nodes that need nothing come
// back as the very same objects, so a valid document builds exactly as before.
import type { OpenApiDocument } from './spec-document.js';
import { isObject } from './schema-type.js';
import { httpMethods, jsonPointer } from './json-pointer.js';
import { clipText } from '../shared/clip-text.js';

type Keys = (string | number)[];
type Node = Record<string, unknown>;

/** A map of members named by the document: no prototype, so `__proto__` is a name like any other. */
const namedMembers = () => Object.create(null) as Node;

interface UsableDocumentContext {
  /** Where the document came from, for messages. */
  origin: string;
  /** The name a document without a usable `info.title` is shown under. */
  fallbackTitle: string;
  warn: (message: string) => void;
}

const locations = ['path', 'query', 'header', 'cookie'];

/** The object with some members replaced, or the object itself when none changes. */
function withMembers<T extends Node>(node: T, members: Node): T {
  const changed = Object.keys(members).filter((k) => members[k] !== node[k]);
  if (changed.length === 0) return node;
  // Defined, not assigned: a member named `__proto__` would set the copy's prototype.
  return { ...node, ...Object.fromEntries(changed.map((k) => [k, members[k]])) } as T;
}

/** A list without the entries `keep` refuses, or the list itself when it keeps them all. */
function kept(list: unknown[], keep: (v: unknown, i: number) => boolean): unknown[] {
  const out = list.filter(keep);
  return out.length === list.length ? list : out;
}

export function usableDocument(doc: OpenApiDocument, ctx: UsableDocumentContext): OpenApiDocument {
  const declared = isObject(doc.components) && isObject(doc.components.securitySchemes);
  const schemes = declared ? Object.keys(doc.components!.securitySchemes!) : [];
  const members: Node = { info: usableInfo(doc.info, ctx.fallbackTitle) };
  if (declared)
    members.components = withMembers(doc.components!, {
      securitySchemes: usableSchemes(doc.components!.securitySchemes!),
    });
  if ('servers' in doc) members.servers = usableServers(doc.servers, ['servers'], ctx);
  if ('security' in doc)
    members.security = usableSecurity(doc.security, ['security'], schemes, ctx);
  for (const key of ['paths', 'webhooks'] as const) {
    const entries = doc[key];
    if (!isObject(entries)) continue;
    const items: Node = namedMembers();
    for (const name of Object.keys(entries))
      items[name] = isObject(entries[name])
        ? usableItem(entries[name], [key, name], schemes, ctx)
        : entries[name];
    members[key] = withMembers(entries, items);
  }
  return withMembers(doc, members);
}

/** `info` with a title, a version and a description of the types the pages print. */
function usableInfo(info: unknown, fallbackTitle: string): OpenApiDocument['info'] {
  const node: Node = isObject(info) ? info : {};
  const { title, version, description } = node;
  return withMembers(node, {
    title: typeof title === 'string' && title.trim() ? title : fallbackTitle,
    version:
      typeof version === 'string' ? version : typeof version === 'number' ? String(version) : '',
    ...('description' in node
      ? { description: typeof description === 'string' ? description : undefined }
      : {}),
  }) as OpenApiDocument['info'];
}

/** Path items copied to be usable → the document's own: a callback back to either is the same item. */
const originals = new WeakMap<object, object>();

/** The document's own path item of one `usableDocument` may have copied. */
export function originalItem(item: object): object {
  return originals.get(item) ?? item;
}

function usableItem(
  item: Node,
  at: Keys,
  schemes: string[],
  ctx: UsableDocumentContext,
  onPath: ReadonlySet<Node> = new Set(),
): Node {
  // A dereferenced callback may lead back to a path item under way: its problems are
  // warned about once, where it is first reached.
  if (onPath.has(item)) return item;
  const inner = new Set(onPath).add(item);
  const members: Node = {};
  if ('parameters' in item)
    members.parameters = usableParameters(item.parameters, [...at, 'parameters'], ctx);
  if ('servers' in item) members.servers = usableServers(item.servers, [...at, 'servers'], ctx);
  for (const method of httpMethods)
    if (isObject(item[method]))
      members[method] = usableOperation(item[method] as Node, [...at, method], schemes, ctx, inner);
  const usable = withMembers(item, members);
  if (usable !== item) originals.set(usable, item);
  return usable;
}

function usableOperation(
  op: Node,
  at: Keys,
  schemes: string[],
  ctx: UsableDocumentContext,
  onPath: ReadonlySet<Node>,
): Node {
  const members: Node = {};
  if ('parameters' in op)
    members.parameters = usableParameters(op.parameters, [...at, 'parameters'], ctx);
  if ('servers' in op) members.servers = usableServers(op.servers, [...at, 'servers'], ctx);
  if ('security' in op)
    members.security = usableSecurity(op.security, [...at, 'security'], schemes, ctx);
  if (isObject(op.requestBody)) members.requestBody = usableBody(op.requestBody);
  if ('responses' in op)
    members.responses = isObject(op.responses)
      ? withMembers(
          op.responses,
          Object.fromEntries(
            Object.entries(op.responses).map(([status, r]) => [
              status,
              isObject(r) ? usableBody(r) : r,
            ]),
          ),
        )
      : {};
  if (isObject(op.callbacks)) {
    const callbacks: Node = namedMembers();
    for (const [name, callback] of Object.entries(op.callbacks)) {
      if (!isObject(callback)) continue;
      const items: Node = namedMembers();
      for (const [expression, item] of Object.entries(callback))
        if (isObject(item))
          items[expression] = usableItem(
            item,
            [...at, 'callbacks', name, expression],
            schemes,
            ctx,
            onPath,
          );
      callbacks[name] = withMembers(callback, items);
    }
    members.callbacks = withMembers(op.callbacks, callbacks);
  }
  return withMembers(op, members);
}

/** A request body or a response: its media types are objects (the others are left out). */
function usableBody(body: Node): Node {
  if (!isObject(body.content)) return body;
  const content = body.content;
  const media = Object.keys(content).filter((type) => isObject(content[type]));
  if (media.length === Object.keys(content).length) return body;
  return { ...body, content: Object.fromEntries(media.map((type) => [type, content[type]])) };
}

/** The parameters a page can show (each has a name and a place); the others are left out with a warning. */
function usableParameters(list: unknown, at: Keys, ctx: UsableDocumentContext): unknown[] {
  if (!Array.isArray(list)) return [];
  return kept(list, (p, i) => {
    const why = parameterProblem(p);
    if (why)
      ctx.warn(
        `${ctx.origin} breaks the OpenAPI schema at ${jsonPointer([...at, i])}: ${why}; built without that parameter (validation: 'warn').`,
      );
    return why === undefined;
  });
}

function parameterProblem(p: unknown): string | undefined {
  if (!isObject(p)) return 'a parameter object is expected';
  if (p.in === 'body' || p.in === 'formData')
    return `the parameter${typeof p.name === 'string' ? ` "${p.name}"` : ''} is \`in: ${p.in}\` (Swagger 2; OpenAPI 3 has \`requestBody\`)`;
  if (typeof p.name !== 'string') return 'the parameter has no "name"';
  if (typeof p.in !== 'string' || !locations.includes(p.in))
    return `the parameter "${p.name}" has ${p.in === undefined ? 'no "in"' : `"in": ${JSON.stringify(p.in)}`} (where it goes: ${locations.join(', ')})`;
  return undefined;
}

/**
 * The servers the samples can call: each has a URL. An undeclared URL variable is
 * warned about: `https` in the scheme, else a visible `{placeholder}` the reader
 * fills in. A server is never left out for it: an operation's own list would then
 * fall back to the document's, hosts the operation never named.
 */
function usableServers(list: unknown, at: Keys, ctx: UsableDocumentContext): unknown[] {
  if (!Array.isArray(list)) return [];
  const servers = list.map((server, i) =>
    isObject(server) && typeof server.url === 'string'
      ? declaredVariables(server as Node & { url: string }, [...at, i], ctx)
      : undefined,
  );
  if (servers.every((s, i) => s === list[i])) return list;
  return servers.filter((s) => s !== undefined);
}

function declaredVariables(
  server: Node & { url: string },
  at: Keys,
  ctx: UsableDocumentContext,
): Node {
  const variables = isObject(server.variables) ? server.variables : {};
  // `[^{}]`: each brace is read once, however many `{` the URL leaves open.
  const undeclared = [...server.url.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => ({ name: m[1]!, scheme: server.url.startsWith(`${m[0]}://`) }))
    .filter((v) => !Object.hasOwn(variables, v.name));
  if (undeclared.length === 0) return server;
  const added: Node = namedMembers();
  for (const v of undeclared) if (v.scheme) added[v.name] = { default: 'https' };
  const url = server.url.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const v = (Object.hasOwn(added, name) ? added : variables)[name];
    return isObject(v) && typeof v.default === 'string' ? v.default : whole;
  });
  // A placeholder in the host leaves a URL nothing can call until the reader fills it in.
  const callable =
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || (URL.canParse(url) && !/[{}]/.test(new URL(url).host));
  const names = clipText(undeclared.map((v) => `{${v.name}}`).join(', '));
  ctx.warn(
    `${ctx.origin}: the server URL at ${jsonPointer([...at, 'url'])} ("${clipText(server.url)}") uses ${names}, which its "variables" do not declare; ${
      callable
        ? `the samples read it as ${clipText(JSON.stringify(url))}`
        : `the page and its samples show it as written and Try it asks the reader for ${names}`
    }. Declare ${undeclared.length > 1 ? 'them' : 'it'} under "variables" with a default.`,
  );
  return { ...server, variables: { ...variables, ...added } };
}

/** Security schemes whose words the samples write (`scheme`, `name`, `in`...) are text, else left out. */
function usableSchemes(schemes: Node): Node {
  const text = ['type', 'scheme', 'name', 'in', 'bearerFormat', 'openIdConnectUrl', 'description'];
  const usable: Node = namedMembers();
  for (const [id, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) continue;
    const wrong = text.filter((k) => k in scheme && typeof scheme[k] !== 'string');
    usable[id] = wrong.length
      ? Object.fromEntries(Object.entries(scheme).filter(([k]) => !wrong.includes(k)))
      : scheme;
  }
  return Object.keys(usable).length === Object.keys(schemes).length
    ? withMembers(schemes, usable)
    : usable;
}

/**
 * The security requirements that are objects (the others mean nothing), with a
 * warning for each scheme a requirement names that the document does not declare.
 */
function usableSecurity(
  list: unknown,
  at: Keys,
  schemes: string[],
  ctx: UsableDocumentContext,
): unknown {
  if (!Array.isArray(list)) return list;
  list.forEach((requirement, i) => {
    if (!isObject(requirement)) return;
    for (const name of Object.keys(requirement))
      if (!schemes.includes(name))
        ctx.warn(
          `${ctx.origin}: the security requirement at ${jsonPointer([...at, i])} names the scheme "${clipText(name)}", which components.securitySchemes does not declare (${
            schemes.length ? `declared: ${clipText(schemes.join(', '))}` : 'it declares none'
          }); the pages leave it out. Declare the scheme, or fix its name.`,
        );
  });
  return kept(list, isObject);
}
