// The dismissible announcement bar. Its content is site-config HTML. Whether it
// shows is decided before first paint by the inline script (data-announcement on
// <html>), so readers who dismissed it never see it flash.
import type { ReactElement } from 'react';
import { Icon } from './Icons.js';
import type { Labels } from './labels.js';

export function AnnouncementBar({
  id,
  content,
  isCloseable,
  onClose,
  labels,
}: {
  id: string;
  content: string;
  isCloseable: boolean;
  onClose?: () => void;
  /** The site's labels (ShellProps.labels over the defaults). */
  labels: Labels;
}): ReactElement {
  return (
    // A named <section> is a region landmark; role="banner" would make the bar the page's header.
    <section
      className="announcement-bar"
      aria-label={labels.announcement}
      data-announcement-id={id}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable ? (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label={labels.closeAnnouncement}
          onClick={onClose}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </section>
  );
}
