// node-polyglot's `object.entries` polyfill, as the built-in every supported browser has (vite.config.ts).
module.exports = Object.entries;
