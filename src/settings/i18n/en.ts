/** Settings / CMS pages (platform.md sections 2, 5 and 8). */
export const settings = {
  list: {
    title: 'Settings',
    page_name: 'Page Name',
    actions: 'Actions',
    empty: 'No Records found',
    view: 'View',
    edit: 'Edit',
    load_failed: 'The pages could not be loaded.',
  },
  view: {
    value: 'Value',
    close: 'Close',
    empty_content: 'This page has no content yet.',
  },
  edit: {
    title: 'Edit %{title}',
    page_title: 'Page Title',
    value: 'Value',
    content: 'Content',
    percent_hint: 'A number from 0 to 100',
    minimum_hint: 'A number of 0 or more',
    save: 'Save',
    cancel: 'Cancel',
  },
  /** The spec's spelling for the settings calls (platform.md s.8). */
  server_unavailable: 'Server is unavalible.',
  validation: {
    title_required: 'Page Title is required',
    title_max: 'Page Title must be at most 150 characters',
    value_required: 'Value is required',
    percent_range: 'Value must be a number from 0 to 100',
    minimum_range: 'Value must be a number of 0 or more',
    content_invalid: 'The content is not valid',
  },
};

/** react-admin's resource name and field labels. */
export const settingsResource = {
  name: 'Page |||| Pages',
  fields: {
    sTitle: 'Page Name',
    sValue: 'Value',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { settings }, resources: { settings: settingsResource } };
