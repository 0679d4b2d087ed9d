// The side panel of an operation page: request samples in synced language tabs,
// then the response example of the status the reader selects (one tab per status
// with an example). Wide screens keep it in view beside the text (sticky); narrow
// ones show it right after the description. Code arrives highlighted as HTML.
import type { ReactElement } from 'react';
import { sectionLinkLabel } from '../static-labels.js';
import { useLabels } from '../labels-context.js';

interface SamplePanelProps {
  /** The request samples' tab set. */
  samplesHtml: string;
  /** The response examples' tab set, one tab per status; absent when no response has an example. */
  responsesHtml?: string;
  /** The samples' heading: request samples, or a webhook's receivers. */
  heading?: string;
  /** The operation's "Try it" console: a button that loads it, and what the samples' server follows. */
  tryIt?: TryItButtonProps;
}

interface TryItButtonProps {
  /** The console's data, a path from the site root. */
  src: string;
  /** The source whose remembered server choice the samples follow. */
  source: string;
  /** The server the samples are written for. */
  sampleServer: string;
  /** The console's servers: a remembered choice applies only where it is one of them. */
  operation: { servers: { url: string; variables?: Record<string, { enum?: string[] }> }[] };
}

/**
 * The servers a remembered choice may match, as JSON: each URL template with the variables
 * that are one of a list (so a choice matches only their values). JSON, not a joined list,
 * because a URL may hold any character, a space included (React escapes the attribute).
 * No server is the empty one: the reader's base URL alone, as the console offers it.
 */
function serverList(servers: TryItButtonProps['operation']['servers']): string {
  return JSON.stringify(
    (servers.length ? servers : [{ url: '' }]).map((s) => {
      const enums = Object.entries(s.variables ?? {}).flatMap(([name, v]) =>
        v.enum ? [[name, { enum: v.enum }]] : [],
      );
      return enums.length ? { url: s.url, variables: Object.fromEntries(enums) } : { url: s.url };
    }),
  );
}

export function SamplePanel({
  samplesHtml,
  responsesHtml,
  heading: headingText,
  tryIt,
}: SamplePanelProps): ReactElement {
  const labels = useLabels();
  const heading = headingText ?? labels.samples;
  return (
    <aside
      className="api-samples"
      aria-label={`${heading}, ${labels.responseExample.toLowerCase()}`}
      data-server-source={tryIt?.source}
      data-sample-server={tryIt?.sampleServer}
      data-servers={tryIt && serverList(tryIt.operation.servers)}
    >
      <section className="api-samples__section api-samples__requests">
        <h2 id="samples">
          {heading}
          <a className="hash-link" href="#samples" aria-label={sectionLinkLabel} />
        </h2>
        <div dangerouslySetInnerHTML={{ __html: samplesHtml }} />
        {tryIt ? (
          <>
            {/* The console's code and data load when this is first pressed (client/try-it-launcher.ts). */}
            <button
              type="button"
              className="button button--primary try-it__open"
              data-try-it={tryIt.src}
              aria-expanded="false"
              aria-controls="try-it-console"
            >
              {labels.tryIt}
            </button>
            <section id="try-it-console" className="try-it" aria-label={labels.tryIt} hidden />
          </>
        ) : null}
      </section>
      {responsesHtml ? (
        <section className="api-samples__section api-samples__responses">
          <h2>{labels.responseExample}</h2>
          <div dangerouslySetInnerHTML={{ __html: responsesHtml }} />
        </section>
      ) : null}
    </aside>
  );
}
