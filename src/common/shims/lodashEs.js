// Quill's three lodash-es functions, from the lodash copy react-admin already ships (vite.config.ts).
export { default as cloneDeep } from 'lodash/cloneDeep.js';
export { default as isEqual } from 'lodash/isEqual.js';
export { default as merge } from 'lodash/merge.js';
