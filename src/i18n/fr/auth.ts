export default {
  tagline: 'Back-office des cartes cadeaux',
  email: 'E-mail',
  password: 'Mot de passe',
  login: {
    title: 'Connexion',
    subtitle: 'Connectez-vous pour gérer la place de marché.',
    submit: 'Se connecter',
    forgot_link: 'Mot de passe oublié ?',
  },
  forgot: {
    title: 'Mot de passe oublié',
    subtitle: 'Saisissez l’e-mail de votre compte : nous vous enverrons un lien de réinitialisation.',
    submit: 'Envoyer le lien',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe de 6 à 15 caractères.',
    new_password: 'Nouveau mot de passe',
    confirm_password: 'Confirmer le nouveau mot de passe',
    submit: 'Réinitialiser',
    checking: 'Vérification du lien…',
  },
  expired: {
    title: 'Le lien a expiré !',
    text: 'Le lien de réinitialisation du mot de passe n’est plus valide. Veuillez demander un nouvel e-mail de réinitialisation depuis la page de connexion.',
  },
  cookies: {
    title: 'Les cookies sont désactivés',
    text: 'Giftdesk conserve votre session dans le stockage du navigateur, qui est bloqué tant que les cookies sont désactivés. Veuillez autoriser les cookies pour ce site et recharger la page.',
  },
  back_to_login: 'Retour à la connexion',
  show_password: 'Afficher le mot de passe',
  hide_password: 'Masquer le mot de passe',
};
