// An operation's authentication sentence ("Authentication: send an API key in the X-API-Key
// header, or …"), built from the site's labels: each scheme's words are one label, so a
// site in another language orders them as its grammar wants.
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { ApiAuthScheme } from '../../src/types.js';
import { fillLabel, useLabels } from '../labels-context.js';
import type { SiteLabels } from '../page-labels.js';

const apiKeyLabel = {
  header: 'authApiKeyHeader',
  query: 'authApiKeyQuery',
  cookie: 'authApiKeyCookie',
} as const;

/** One scheme, said as a reader needs it: what to send, and where. */
function schemeText(s: ApiAuthScheme, labels: SiteLabels): ReactNode {
  const header = <code>Authorization</code>;
  if (s.type === 'apiKey' && s.name)
    return fillLabel(labels[apiKeyLabel[s.in ?? 'header']], { name: <code>{s.name}</code> });
  if (s.type === 'http' && s.scheme === 'bearer')
    return s.bearerFormat
      ? fillLabel(labels.authBearerFormat, { format: s.bearerFormat, header })
      : fillLabel(labels.authBearer, { header });
  if (s.type === 'http' && s.scheme === 'basic') return fillLabel(labels.authBasic, { header });
  if (s.type === 'oauth2' || s.type === 'openIdConnect') {
    if (!s.scopes.length) return labels.authOAuth;
    // Joined as the markdown copy joins them: `<code>` alone would read "a:writea:read".
    const scopes = s.scopes.map((x, i) => (
      <Fragment key={i}>
        {i > 0 ? labels.authScopesJoin : null}
        <code>{x}</code>
      </Fragment>
    ));
    return fillLabel(s.scopes.length > 1 ? labels.authOAuthScopes : labels.authOAuthScope, {
      scopes,
    });
  }
  if (s.type === 'mutualTLS') return labels.authMutualTls;
  return (
    <>
      <code>{s.id}</code> ({s.type})
    </>
  );
}

/** The sentence, or nothing when no alternative asks for credentials. */
export function AuthSentence({
  auth,
  introRoute,
}: {
  auth: ApiAuthScheme[][];
  introRoute?: string;
}): ReactElement | null {
  const labels = useLabels();
  const alternatives = auth.filter((a) => a.length > 0);
  if (alternatives.length === 0) return null;
  const optional = auth.some((a) => a.length === 0);
  const said = alternatives.map((alt, i) => (
    <Fragment key={i}>
      {i > 0 ? labels.authOr : null}
      {alt.map((s, j) => (
        <Fragment key={s.id}>
          {j > 0 ? labels.authAnd : null}
          {schemeText(s, labels)}
        </Fragment>
      ))}
    </Fragment>
  ));
  const schemes = introRoute
    ? fillLabel(labels.authSeeIntroduction, {
        schemes: said,
        introduction: <a href={introRoute}>{labels.authIntroduction}</a>,
      })
    : said;
  return (
    <p className="api-auth">
      {fillLabel(optional ? labels.authSentenceOptional : labels.authSentence, { schemes })}
    </p>
  );
}
