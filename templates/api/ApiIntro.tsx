// The introduction page of an API, from its page model: info text, version,
// servers, security schemes, download, and the groups of operations with their
// tag descriptions.
import type { ReactElement } from 'react';
import type { ApiIntroPage } from '../../src/types.js';
import { apiHeadings, groupsUnderHeading } from '../../src/shared/api-headings.js';

function H2({ id, text }: { id: string; text: string }): ReactElement {
  return (
    <h2 id={id}>
      <a className="hash-link" href={`#${id}`} aria-label="Direct link to this section" />
      {text}
    </h2>
  );
}

function schemeSummary(s: ApiIntroPage['securitySchemes'][number]): string {
  if (s.type === 'apiKey') return `API key in the ${s.in ?? 'header'} ${s.name ?? ''}`.trim();
  if (s.type === 'http')
    return `HTTP ${s.scheme ?? ''}${s.bearerFormat ? ` (${s.bearerFormat})` : ''}`.trim();
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  return s.type;
}

export function ApiIntro({ page }: { page: ApiIntroPage }): ReactElement {
  return (
    <div className="api-page api-intro">
      <header className="api-header">
        <h1 className="doc-title" tabIndex={-1}>
          {page.title}
        </h1>
        <p className="api-intro__meta">
          {page.version !== undefined ? (
            <span className="api-badge">Version {page.version}</span>
          ) : null}
          {page.specDownload ? (
            <a className="api-intro__download" href={page.specDownload} download>
              Download the OpenAPI document
            </a>
          ) : null}
        </p>
      </header>
      {page.servers.length ? (
        <>
          <H2 id="servers" text={apiHeadings.servers} />
          <div className="table-wrapper" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{page.serversNamed ? 'Network' : 'Server'}</th>
                  <th scope="col">Base URL</th>
                </tr>
              </thead>
              <tbody>
                {page.servers.map((s) => (
                  <tr key={s.url}>
                    <td>{s.description ?? ''}</td>
                    <td>
                      <code>{s.url}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {page.securitySchemes.length ? (
        <>
          <H2 id="authentication" text={apiHeadings.authentication} />
          <div className="table-wrapper" tabIndex={0}>
            <table className="api-security">
              <thead>
                <tr>
                  <th scope="col">Scheme</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {page.securitySchemes.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <code>{s.id}</code>
                    </td>
                    <td>{schemeSummary(s)}</td>
                    <td>
                      {s.descriptionHtml ? (
                        <div
                          className="api-markdown"
                          dangerouslySetInnerHTML={{ __html: s.descriptionHtml }}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <div className="api-markdown" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
      {page.groups.length ? (
        <>
          {groupsUnderHeading(page) ? <H2 id="groups" text={apiHeadings.groups} /> : null}
          {page.groups.map((g) => (
            <section key={g.anchor} className="api-group">
              {groupsUnderHeading(page) ? (
                <h3 id={g.anchor}>
                  <a
                    className="hash-link"
                    href={`#${g.anchor}`}
                    aria-label="Direct link to this section"
                  />
                  {g.name}
                </h3>
              ) : (
                <H2 id={g.anchor} text={g.name} />
              )}
              <div
                className="api-markdown"
                dangerouslySetInnerHTML={{ __html: g.descriptionHtml }}
              />
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
