// How a sample authenticates: the first security requirement of the operation,
// turned into credentials read from environment variables, so a sample never
// holds a secret and each language reads the same names.
import type { Credential } from '../../shared/request/request-model.js';
import type { SampleDocument, SecurityRequirement } from './sample-input.js';
import { ownMember } from '../own-member.js';

export type { Credential } from '../../shared/request/request-model.js';

/** `X-API-Key` → `X_API_KEY`, `bearerAuth` → `BEARER_AUTH`. */
function envName(text: string): string {
  const name = text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[A-Z]/.test(name) ? name : `API_${name}`;
}

function tokenEnv(schemeName: string): string {
  const base = envName(schemeName);
  return /(TOKEN|KEY)$/.test(base) ? base : `${base}_TOKEN`;
}

/** The requirement a sample shows: the first one that asks for anything (an empty one means optional). */
function chosenRequirement(security: SecurityRequirement[], doc: SampleDocument): string[] {
  const usable = security.find(
    (r) =>
      Object.keys(r).length > 0 &&
      Object.keys(r).every((name) => ownMember(doc.securitySchemes, name)),
  );
  return usable ? Object.keys(usable) : [];
}

/**
 * The files of the client certificate a `mutualTLS` scheme of the chosen requirement
 * asks for: the TLS handshake sends it, so no header or variable carries it.
 */
export function clientCertificateFor(
  security: SecurityRequirement[],
  doc: SampleDocument,
): { cert: string; key: string } | undefined {
  const tls = chosenRequirement(security, doc).some(
    (name) => doc.securitySchemes[name]!.type === 'mutualTLS',
  );
  return tls ? { cert: 'client.pem', key: 'client-key.pem' } : undefined;
}

export function credentialsFor(security: SecurityRequirement[], doc: SampleDocument): Credential[] {
  const out: Credential[] = [];
  const used = new Set<string>();
  // Two schemes that would read the same variable get distinct names.
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = `${name}_${n}`;
    used.add(candidate);
    return candidate;
  };
  for (const schemeName of chosenRequirement(security, doc)) {
    const scheme = doc.securitySchemes[schemeName]!;
    const type = scheme.type;
    if (
      type === 'apiKey' &&
      scheme.name &&
      (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
    ) {
      const env = unique(envName(scheme.name));
      out.push(
        scheme.in === 'header'
          ? { in: 'header', name: scheme.name, prefix: '', env }
          : { in: scheme.in, name: scheme.name, env },
      );
    } else if (type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      const base = envName(schemeName).replace(/_?AUTH$/, '') || 'API';
      out.push({
        in: 'basic',
        userEnv: unique(`${base}_USERNAME`),
        passwordEnv: unique(`${base}_PASSWORD`),
      });
    } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
      // Bearer, and the access token an OAuth 2 or OpenID Connect flow ends with.
      const scheme_ = type === 'http' && scheme.scheme ? scheme.scheme : 'Bearer';
      const prefix = scheme_.toLowerCase() === 'bearer' ? 'Bearer ' : `${scheme_} `;
      out.push({ in: 'header', name: 'Authorization', prefix, env: unique(tokenEnv(schemeName)) });
    }
  }
  return out;
}
