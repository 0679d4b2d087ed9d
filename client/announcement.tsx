// The announcement bar island. Whether it shows is decided before first paint by
// the inline head script (templates/inline-scripts.ts), which also resets an old
// dismissal when the configured id changed; closing remembers the dismissal.
import { useEffect, useState, type ReactElement } from 'react';
import { AnnouncementBar } from '../templates/AnnouncementBar.js';
import { withLabels } from '../templates/labels.js';
import { useShellProps } from './providers.js';
import { storageKeys, writeStorage } from './storage.js';

const dismissedAttribute = 'data-announcement-bar-initially-dismissed';

export function AnnouncementIsland(): ReactElement | null {
  const { announcement, labels } = useShellProps();
  // Hydrate what the server rendered (the bar), then drop it if it was dismissed earlier.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (document.documentElement.getAttribute(dismissedAttribute) === 'true') setClosed(true);
  }, []);
  if (!announcement || closed) return null;
  return (
    <AnnouncementBar
      {...announcement}
      labels={withLabels(labels)}
      onClose={() => {
        writeStorage(storageKeys.announcementDismiss, 'true');
        document.documentElement.setAttribute(dismissedAttribute, 'true');
        setClosed(true);
      }}
    />
  );
}
