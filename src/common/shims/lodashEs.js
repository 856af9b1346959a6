// Quill's three lodash-es functions, from the lodash copy react-admin already ships (vite.config.ts);
// package.json names lodash, at react-admin's version, so this import does not lean on hoisting.
export { default as cloneDeep } from 'lodash/cloneDeep.js';
export { default as isEqual } from 'lodash/isEqual.js';
export { default as merge } from 'lodash/merge.js';
