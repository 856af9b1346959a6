import { LOAD_FAILURE } from '../loadFailure';

export default {
  relogin: {
    title: 'Votre session a pris fin',
    text: 'Vos modifications sont toujours là. Saisissez le mot de passe de %{email} pour vous reconnecter et les enregistrer.',
    submit: 'Se reconnecter et continuer',
    sign_out: 'Se déconnecter',
  },
  idle: {
    title: 'Êtes-vous toujours là ?',
    text: 'Pour votre sécurité, vous serez déconnecté dans %{smart_count} seconde. |||| Pour votre sécurité, vous serez déconnecté dans %{smart_count} secondes.',
    stay: 'Rester connecté',
    sign_out: 'Se déconnecter',
    signed_out:
      'Vous avez été déconnecté après %{smart_count} minute sans activité. |||| Vous avez été déconnecté après %{smart_count} minutes sans activité.',
  },
  menu: {
    dashboard: 'Tableau de bord',
    push: 'Notification push',
    kyc: 'KYC',
    gift_cards: 'Cartes cadeaux',
    categories: 'Catégories',
    redeem_cards: 'Cartes à échanger',
    sell_cards_orders: 'Reventes de cartes',
    orders: 'Commandes',
    transactions: 'Transactions',
    customers: 'Clients',
    sub_admins: 'Sous-administrateurs',
    settings: 'Paramètres',
  },
  sidebar: {
    minimised: 'Barre latérale réduite',
    expanded: 'Barre latérale déployée',
    minimise: 'Réduire la barre latérale',
    expand: 'Déployer la barre latérale',
  },
  sidebar_color: {
    label: 'Couleur de la barre latérale',
    light: 'Clair',
    navy: 'Marine',
    indigo: 'Indigo',
    teal: 'Sarcelle',
    plum: 'Prune',
    graphite: 'Graphite',
  },
  user_menu: {
    button: '%{name}, menu du compte',
    edit_profile: 'Modifier le profil',
    change_password: 'Changer le mot de passe',
  },
  page_failed: LOAD_FAILURE['fr-FR'],
  no_permission: {
    title: 'Aucune autorisation',
    message: "Oups ! Désolé, vous n'avez aucune autorisation",
    hint: 'Demandez à un administrateur de vous donner accès. En attendant, vous pouvez gérer votre compte.',
  },
};
