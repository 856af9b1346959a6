/** The lists' shared tools: search in a chosen column, saved views, CSV exports. */
export default {
  search_in: 'Search in',
  search: 'Search',
  export: {
    title: 'Exporting…',
    progress: '%{done} of %{total} rows',
    cancel: 'Cancel',
  },
};
