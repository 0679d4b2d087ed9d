// The introduction page of an API: its info text, version, servers and download.
import type { ReactElement } from 'react';

export function ApiIntro(props: { title: string; version: string; descriptionHtml: string; servers: { url: string; description?: string }[]; specDownload?: string }): ReactElement {
  return (
    <div className="api-page api-intro">
      <header className="api-header">
        <h1 className="doc-title" tabIndex={-1}>{props.title}</h1>
        <p className="api-intro__meta">
          <span className="api-badge">Version {props.version}</span>
          {props.specDownload ? <a className="api-intro__download" href={props.specDownload} download>Download the OpenAPI document</a> : null}
        </p>
      </header>
      <h2 id="servers"><a className="hash-link" href="#servers" aria-label="Direct link to this section" />Servers</h2>
      <div className="table-wrapper" tabIndex={0}>
        <table>
          <thead><tr><th scope="col">Network</th><th scope="col">Base URL</th></tr></thead>
          <tbody>
            {props.servers.map((s) => (
              <tr key={s.url}><td>{s.description ?? ''}</td><td><code>{s.url}</code></td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="api-markdown" dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} />
    </div>
  );
}
