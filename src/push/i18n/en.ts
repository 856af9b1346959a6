/** The push notification page (catalogue-and-orders.md s.2 "Send Notifications", s.5, s.8). */
export const push = {
  title: 'Send Notifications',
  subtitle:
    'Each notification goes to every customer of the marketplace. Only the super admin can send them.',
  form: {
    heading: 'Compose',
    title: 'Title',
    content: 'Content',
    url: 'Click URL',
    logo: 'Logo',
    banner: 'Banner (optional)',
    submit: 'Send notification',
    logo_hint: 'Square, at least 192x192',
    banner_hint: '2:1, e.g. 720x360',
    url_hint: 'Opened when the notification is clicked (http:// or https://)',
    confirm_title: 'Send "%{title}" to every customer?',
    confirm_content:
      'Every customer with notifications on receives it at once. A sent notification cannot be recalled.',
    confirm: 'Send to everyone',
  },
  validation: {
    title_required: 'Title is required',
    title_max: 'Title must be at most 65 characters',
    content_required: 'Content is required',
    content_max: 'Content must be at most 240 characters',
    url_required: 'URL is required',
    url_invalid: 'URL must be a web address starting with http:// or https://',
    logo_required: 'Logo Image is required',
    image_invalid: 'The image is not a valid upload; upload it again.',
  },
  preview: {
    heading: 'Preview',
    desktop: 'Desktop',
    mobile: 'Mobile',
    desktop_label: 'Desktop notification preview',
    mobile_label: 'Mobile notification preview',
    placeholder_title: 'Your notification title',
    placeholder_content: 'The message your customers will read. Keep it short and clear.',
    placeholder_host: 'giftdesk.example',
    browser: 'Chrome',
    via: 'via %{host}',
    now: 'now',
    app_name: 'Giftdesk',
    lock_time: '9:41',
    lock_date: 'Monday 1 June',
    default_logo: 'Default logo',
    logo: 'Notification logo',
    banner: 'Notification banner',
  },
  history: {
    heading: 'Sent notifications',
    empty: 'No notification has been sent yet.',
  },
};

/** react-admin resource names and field labels of the push area. */
export const pushResources = {
  push: {
    name: 'Sent notification |||| Sent notifications',
    fields: { sTitle: 'Title', sContent: 'Content', sSenderName: 'Sent by', dCreatedAt: 'Sent on' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { push }, resources: pushResources };
