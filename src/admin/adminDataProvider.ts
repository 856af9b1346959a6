/**
 * The data provider the admin mounts: the generic one (dataProvider.ts) over the features' endpoint
 * tables, with the boundary conversions of richTextFields.ts. Only the lazy admin imports it, so the
 * rich-text codec stays out of the login page's bundle.
 */
import { createDataProvider } from '../api/dataProvider';
import { withRichTextFields } from '../api/richTextFields';
import { RESOURCES } from '../features';

export const adminDataProvider = withRichTextFields(createDataProvider(RESOURCES));
