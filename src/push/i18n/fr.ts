/** La page des notifications push (catalogue-and-orders.md s.2 « Send Notifications », s.5, s.8). */
export const push = {
  title: 'Envoyer des notifications',
  subtitle:
    'Chaque notification part vers tous les clients de la place de marché. Seul le super administrateur peut en envoyer.',
  form: {
    heading: 'Rédaction',
    title: 'Titre',
    content: 'Contenu',
    url: 'URL de clic',
    logo: 'Logo',
    banner: 'Bannière (facultative)',
    submit: 'Envoyer la notification',
    logo_hint: 'Carré, au moins 192x192',
    banner_hint: '2:1, ex. 720x360',
    url_hint: 'Ouverte au clic sur la notification (http:// ou https://)',
    confirm_title: 'Envoyer « %{title} » à tous les clients ?',
    confirm_content:
      'Chaque client dont les notifications sont activées la reçoit aussitôt. Une notification envoyée ne peut pas être rappelée.',
    confirm: 'Envoyer à tous',
  },
  validation: {
    title_required: 'Le titre est obligatoire',
    title_max: 'Le titre doit faire au plus 65 caractères',
    content_required: 'Le contenu est obligatoire',
    content_max: 'Le contenu doit faire au plus 240 caractères',
    url_required: "L'URL est obligatoire",
    url_invalid: 'L’URL doit être une adresse web commençant par http:// ou https://',
    logo_required: 'Le logo est obligatoire',
    image_invalid: "L'image n'est pas un envoi valide ; envoyez-la de nouveau.",
  },
  preview: {
    heading: 'Aperçu',
    desktop: 'Ordinateur',
    mobile: 'Mobile',
    desktop_label: 'Aperçu de la notification sur ordinateur',
    mobile_label: 'Aperçu de la notification sur mobile',
    placeholder_title: 'Le titre de votre notification',
    placeholder_content: 'Le message que liront vos clients. Court et clair.',
    placeholder_host: 'giftdesk.example',
    browser: 'Chrome',
    via: 'via %{host}',
    now: 'maintenant',
    app_name: 'Giftdesk',
    lock_time: '9:41',
    lock_date: 'lundi 1 juin',
    default_logo: 'Logo par défaut',
    logo: 'Logo de la notification',
    banner: 'Bannière de la notification',
  },
  history: {
    heading: 'Notifications envoyées',
    empty: "Aucune notification n'a encore été envoyée.",
  },
};

/** Noms de ressource et libellés de champ react-admin de la zone push. */
export const pushResources = {
  push: {
    name: 'Notification envoyée |||| Notifications envoyées',
    fields: { sTitle: 'Titre', sContent: 'Contenu', sSenderName: 'Envoyée par', dCreatedAt: 'Envoyée le' },
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { push }, resources: pushResources };
