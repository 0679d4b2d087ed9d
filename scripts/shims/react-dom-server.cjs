// What the bundled CLI gets for `react-dom/server`: the legacy renderer alone.
// docgen only calls renderToStaticMarkup; react-dom/server.node.js would also load
// the streaming renderer, a second module as big, on every start.
'use strict';
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server-legacy.node.development.js');
