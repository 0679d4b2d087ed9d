// The cards of a `:::doc-cards` block: one per page of a sidebar category, with
// its description and, when the page gives one, a line of code (an install
// command) in the same copyable code block as the articles use.
import type { ReactElement } from 'react';
import type { DocCard } from '../src/types.js';
import { useLabels } from './labels-context.js';

export function DocCards({ cards }: { cards: DocCard[] }): ReactElement {
  const labels = useLabels();
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href} className="doc-card">
          <a className="doc-card__link" href={card.href}>
            <span className="doc-card__title">{card.title}</span>
            {card.description ? (
              <span className="doc-card__description">{card.description}</span>
            ) : null}
          </a>
          {card.code ? (
            <div className="code-block doc-card__code" data-lang="text">
              <div className="code-block__body">
                <pre className="hljs" tabIndex={0}>
                  <code>{card.code}</code>
                </pre>
                <button
                  type="button"
                  className="code-block__copy"
                  aria-label={`Copy the ${card.title} line to the clipboard`}
                  title={labels.copy}
                >
                  {labels.copy}
                </button>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
