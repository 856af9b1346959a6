/**
 * Left only for the tests of src/layout/, whose folder is being edited by others: the harness is
 * tests/support/renderAdmin.tsx. Remove this file once those tests import it from there.
 */
export * from '../../tests/support/renderAdmin';
