/** Generic texts shared by every area (platform.md section 8 where the spec gives them). */
export default {
  product_name: 'Giftdesk',
  server_unavailable: 'Server is unavailable.',
  something_went_wrong: 'Something Went Wrong!',
  loading: 'Loading…',
  close: 'Close',
  language: 'Language',
};
