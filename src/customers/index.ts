export { CustomerList } from './CustomerList';
export { CustomerScreen } from './CustomerScreen';
export { CUSTOMER_PAGES } from './customerPaths';
