// The introduction page of an API, from its page model: info text, version,
// servers, security schemes, download, and the groups of operations with their
// tag descriptions.
import type { ReactElement } from 'react';
import type { ApiIntroPage } from '../../src/types.js';
import { groupsUnderHeading } from '../../src/shared/api-headings.js';
import { fillLabel, useLabels } from '../labels-context.js';
import { fillText, type SiteLabels } from '../page-labels.js';
import { Heading, Html, Table } from './Blocks.js';

const apiKeyLabel = {
  header: 'schemeApiKeyHeader',
  query: 'schemeApiKeyQuery',
  cookie: 'schemeApiKeyCookie',
} as const;

function schemeSummary(s: ApiIntroPage['securitySchemes'][number], labels: SiteLabels): string {
  if (s.type === 'apiKey')
    return fillText(labels[apiKeyLabel[s.in ?? 'header']], { name: s.name ?? '' }).trim();
  if (s.type === 'http')
    return fillText(labels[s.bearerFormat ? 'schemeHttpFormat' : 'schemeHttp'], {
      scheme: s.scheme ?? '',
      format: s.bearerFormat ?? '',
    }).trim();
  if (s.type === 'oauth2') return labels.schemeOAuth2;
  if (s.type === 'openIdConnect') return labels.schemeOpenIdConnect;
  if (s.type === 'mutualTLS') return labels.schemeMutualTls;
  return s.type;
}

export function ApiIntro({ page }: { page: ApiIntroPage }): ReactElement {
  const labels = useLabels();
  return (
    <div className="api-page api-intro">
      <header className="api-header">
        <h1 className="doc-title" tabIndex={-1}>
          {page.title}
        </h1>
        <p className="api-intro__meta">
          {page.version !== undefined ? (
            <span className="api-badge">
              {fillLabel(labels.apiVersion, { version: page.version })}
            </span>
          ) : null}
          {page.specDownload ? (
            <a className="api-intro__download" href={page.specDownload} download>
              {labels.downloadSpec}
            </a>
          ) : null}
        </p>
      </header>
      {page.servers.length ? (
        <>
          <Heading level={2} id="servers">
            {labels.servers}
          </Heading>
          <Table
            columns={[
              page.serversNamed ? labels.columnNetwork : labels.columnServer,
              labels.columnBaseUrl,
            ]}
          >
            {page.servers.map((s) => (
              <tr key={s.url}>
                <td>{s.description ?? ''}</td>
                <td>
                  <code>{s.url}</code>
                </td>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
      {page.securitySchemes.length ? (
        <>
          <Heading level={2} id="authentication">
            {labels.authentication}
          </Heading>
          <Table
            className="api-security"
            columns={[labels.columnScheme, labels.columnType, labels.columnDescription]}
          >
            {page.securitySchemes.map((s) => (
              <tr key={s.id}>
                <td>
                  <code>{s.id}</code>
                </td>
                <td>{schemeSummary(s, labels)}</td>
                <td>
                  <Html html={s.descriptionHtml} />
                </td>
              </tr>
            ))}
          </Table>
        </>
      ) : null}
      <div className="api-markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
      {page.groups.length ? (
        <>
          {groupsUnderHeading(page) ? (
            <Heading level={2} id="groups">
              {labels.groups}
            </Heading>
          ) : null}
          {page.groups.map((g) => (
            <section key={g.anchor} className="api-group">
              <Heading level={groupsUnderHeading(page) ? 3 : 2} id={g.anchor}>
                {/* Links to the old anchor land on the heading, as an old heading id's do (markdown.ts). */}
                {g.oldAnchor ? <span id={g.oldAnchor} /> : null}
                {g.name}
              </Heading>
              <Html html={g.descriptionHtml} />
              <ul className="api-group__operations">
                {g.operations.map((o) => (
                  <li key={o.route}>
                    <span className={`api-method api-method--${o.method}`}>
                      {o.method.toUpperCase()}
                    </span>{' '}
                    <a href={o.route}>{o.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
