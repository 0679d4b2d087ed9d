// The footer: link columns and the copyright (site-config HTML).
import type { ReactElement } from 'react';
import type { SiteConfig } from '../src/config/types.js';

export function Footer({ footer }: { footer: SiteConfig['footer'] }): ReactElement {
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__container">
        {footer.links.length > 0 ? (
          <div className="footer__links">
            {footer.links.map((column) => (
              <div key={column.title} className="footer__col">
                <h2 className="footer__title">{column.title}</h2>
                <ul className="footer__items">
                  {column.items.map((link) => {
                    const href = link.to ?? link.href ?? '/';
                    const external = /^[a-z]+:/i.test(href);
                    return (
                      <li key={link.label} className="footer__item">
                        <a
                          className="footer__link"
                          href={href}
                          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {link.label}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.copyright ? (
          <div
            className="footer__copyright"
            dangerouslySetInnerHTML={{ __html: footer.copyright }}
          />
        ) : null}
      </div>
    </footer>
  );
}
