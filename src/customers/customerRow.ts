import { DataTable, type Identifier } from 'react-admin';
import type { Customer } from '../domain/customer';

/** A customer as react-admin holds it (the customer and KYC screens share the record). */
export type CustomerRow = Customer & { id: Identifier };

/** A column of the customer or KYC list, typed on the customer. */
export const CustomerColumn = DataTable.Col<CustomerRow>;
