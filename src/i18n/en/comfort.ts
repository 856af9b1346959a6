/** Themes, list density and the review screens' keyboard shortcuts (src/comfort). */
export default {
  density: {
    compact_lists: 'Compact lists',
    comfortable: 'Off: comfortable rows',
    compact: 'On: compact rows',
  },
  theme: {
    dark: 'Dark theme',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    next: 'Next record',
    previous: 'Previous record',
    open: 'Open the record',
    accept: 'Accept',
    reject: 'Reject',
    help: 'Show this list',
  },
};
