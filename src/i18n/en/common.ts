/** Generic texts shared by every area (platform.md section 8 where the spec gives them). */
export default {
  product_name: 'Giftdesk',
  server_unavailable: 'Server is unavailable.',
  something_went_wrong: 'Something Went Wrong!',
  record_not_found: 'This record was not found. Open it again from its list.',
  session_ended: 'Your session has ended. Please sign in again.',
  loading: 'Loading…',
  list_failed: 'This list could not be loaded. Nothing is shown rather than a list that may be wrong.',
  retry: 'Retry',
  link_prompt: 'Link address (https://, http:// or mailto:); leave empty to remove the link',
  link_invalid: 'A link must start with https://, http:// or mailto:.',
  upload_type_refused: 'The server refused this file: it is not a PNG, JPEG, GIF or WebP image.',
  upload_too_large: 'The server refused this file: it is too large.',
  close: 'Close',
  copy_link: 'Copy link',
  link_copied: 'Link copied: %{url}',
  language: 'Language',
  view: 'View',
  edit: 'Edit',
  export: 'Export',
  /** The delete confirmation of every list (catalogue-and-orders.md s.1); areas add only their sentence. */
  delete: {
    button: 'Delete',
    title: 'Are you sure you want to delete?',
    confirm: 'Yes, delete it!',
    cancel: 'Cancel',
    done: 'Deleted!',
  },
  /** Currency labels of the spec's section 9 ('AUD - Australian dollar'), for every currency choice. */
  currencies: {
    aud: 'AUD - Australian dollar',
    cad: 'CAD - Canadian dollar',
    gbp: 'GBP - British pound',
    usd: 'USD - US dollar',
    eur: 'EUR - Euro',
  },
};
