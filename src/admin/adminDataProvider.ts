/**
 * The data provider the admin mounts: the generic one (dataProvider.ts) with the boundary
 * conversions of richTextFields.ts. Only the lazy admin imports it, so draft-js stays out of the
 * login page's bundle.
 */
import { dataProvider } from '../api/dataProvider';
import { withRichTextFields } from '../api/richTextFields';

export const adminDataProvider = withRichTextFields(dataProvider);
