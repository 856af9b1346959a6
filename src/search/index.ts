export { GlobalSearch } from './GlobalSearch';
export { OpenOrderFromSearch } from './OpenOrderFromSearch';
