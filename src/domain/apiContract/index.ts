/**
 * The API contract in one module: the answers of the spec's calls (with every reading the app accepts),
 * the records in them, and the table of operations. Pure zod, shared by the mock (which serves it as
 * OpenAPI, mock-server/openapi.ts) and by `npm run contract` (scripts/contract/), which checks a running
 * backend with it. See docs/api.md "Contract".
 */
export * from './answers';
export * from './operations';
export * from './readings';
export * from './records';
export * from './requests';
