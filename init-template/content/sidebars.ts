// The docs sidebar: doc ids are file paths below content/ without `.md`.
import { defineSidebars } from 'docgen/config';

export default defineSidebars({
  docs: ['index', { type: 'category', label: 'Guides', items: ['guides/first-steps'] }],
});
