export const profile = {
  edit: {
    title: 'Modifier le profil',
    subtitle: 'Votre nom et votre adresse e-mail tels que les autres administrateurs les voient.',
    email: 'E-mail',
    current_password: 'Mot de passe actuel',
    current_password_hint: 'Nécessaire pour changer l’adresse e-mail du compte',
    full_name: 'Nom complet',
    mobile: 'Numéro de mobile',
    currency: 'Devise',
    country: 'Pays',
    read_only: 'Géré par la plateforme',
    submit: 'Enregistrer',
  },
  change_password: {
    title: 'Changer le mot de passe',
    subtitle:
      'Vous serez déconnecté après le changement et pourrez vous reconnecter avec le nouveau mot de passe.',
    old_password: 'Ancien mot de passe',
    new_password: 'Nouveau mot de passe',
    confirm_password: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    signing_out: 'Déconnexion en cours…',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { profile } };
