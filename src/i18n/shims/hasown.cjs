// node-polyglot's `hasown` polyfill, as the built-in every supported browser has (vite.config.ts).
module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
