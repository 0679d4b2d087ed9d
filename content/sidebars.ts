// The docs sidebar, in the order readers of the old site know.
import { defineSidebars } from 'docgen/config';

export default defineSidebars({
  docs: [
    {
      type: 'category',
      label: 'Overview',
      link: 'blockfrost',
      items: [
        'overview/getting-started',
        'overview/making-first-call',
        'overview/plans-and-billing',
        'overview/settings/access-filters',
        'overview/workspaces/workspaces',
      ],
    },
    {
      type: 'category',
      label: 'Start building',
      link: 'start-building',
      items: [
        'start-building/cardano/cardano',
        'start-building/ipfs/ipfs',
        'start-building/tor',
        {
          type: 'category',
          label: 'Secure Webhooks',
          link: 'start-building/webhooks/webhooks',
          items: [
            'start-building/webhooks/using-webhooks',
            'start-building/webhooks/webhooks-events',
            'start-building/webhooks/webhooks-conditions',
            'start-building/webhooks/webhooks-signatures',
          ],
        },
        'start-building/tips-tricks',
        // New pages after the old site's, whose order the sidebar keeps.
        'start-building/cardano/governance',
        'start-building/api-versions',
      ],
    },
    {
      type: 'category',
      label: 'Software Development Kits',
      link: 'sdks',
      items: [
        'sdks/arduino',
        'sdks/crystal',
        'sdks/dotnet',
        'sdks/elixir',
        'sdks/golang',
        'sdks/haskell',
        'sdks/java',
        'sdks/js',
        'sdks/kotlin',
        'sdks/php',
        'sdks/python',
        'sdks/ruby',
        'sdks/rust',
        'sdks/scala',
        'sdks/swift',
      ],
    },
    {
      type: 'category',
      label: 'Support & FAQ',
      link: 'support',
      items: ['support/cardano', 'support/ipfs', 'support/tor'],
    },
    'contributing',
    {
      type: 'link',
      label: 'API reference',
      href: '/api/blockfrost-io-api-documentation',
      className: 'bold',
    },
  ],
});
