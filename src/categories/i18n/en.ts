/** Categories (gift card contents), the image upload input and the rich-text editor. */
export const catalogue = {
  validation: {
    title_required: 'Card Title is required',
    title_max: 'Card Title must be at most 100 characters',
    logo_required: 'Logo Image is required',
    banner_required: 'Banner Image is required',
    category_required: 'Category is required',
    short_desc_required: 'Short Description is required',
    description_required: 'Description is required',
    redeem_required: 'How to Redeem is required',
    exchange_fees_range: 'Exchange fee must be a number from 0 to 100',
    video_invalid: 'Video must be an http(s) link',
    image_invalid: 'It is not valid Image file.',
    image_path_invalid: 'The image path is not valid.',
  },
  kinds: {
    Gaming: 'Gaming',
    Shopping: 'Shopping',
    Entertainment: 'Entertainment',
    'Prepaid Card': 'Prepaid Card',
    'Wallet Funds': 'Wallet Funds',
  },
  status: {
    Active: 'Active',
    Disabled: 'Disabled',
    Deleted: 'Deleted',
  },
  list: {
    title: 'Categories',
    empty: 'No Records found',
    quick_delivery: 'Quick email delivery',
    card_preview: 'Card',
    status: 'Status',
    actions: 'Actions',
    add: 'Add category',
    toggle: 'Active: %{title}',
    status_changed: 'Status changed to %{status}.',
    delete_content: '%{name} leaves the list.',
    search: 'Search',
  },
  form: {
    create: 'Create Gift Card',
    edit: 'Edit Gift Card',
    view: 'Gift Card Detail',
    submit: 'Submit',
    update: 'Update',
    back: 'Back to the list',
    created: 'Category created successfully.',
    updated: 'Category updated successfully.',
    logo_hint: 'Size 540x220, transparent background',
    banner_hint: 'Size 540x290',
    video_hint: 'A link to the video (optional)',
  },
  upload: {
    choose: 'Choose image',
    replace: 'Replace image',
    // The button's name for a screen reader: which image it picks, and whether one is required.
    named: '%{action}: %{label}',
    named_required: '%{action}: %{label} (required)',
    uploading: 'Uploading… %{percent}%',
    uploaded: 'Image uploaded.',
    preview: 'Preview of %{label}',
    none: 'No image yet',
  },
  menu: {
    list: 'Category list',
  },
};

/** react-admin's names and field labels for the `category` resource. */
export const categoryResource = {
  category: {
    name: 'Category |||| Categories',
    fields: {
      sTitle: 'Title',
      sCategory: 'Category',
      sLogo: 'Logo',
      sBanner: 'Banner',
      sVideo: 'Video',
      nExchangeFees: 'Exchange fee (%)',
      sShortDesc: 'Short description',
      sDescription: 'Description',
      sRedeem: 'How to redeem',
      eStatus: 'Status',
      dCreatedAt: 'Created at',
    },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { catalogue }, resources: categoryResource };
