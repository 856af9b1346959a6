/** Le formulaire utilisateur d'origine (platform.md s.3, s.5, s.7, s.8) : écrans, textes et réponses du serveur. */
export const legacyUsers = {
  form: {
    add_title: 'Ajouter un utilisateur (ancien formulaire)',
    edit_title: "Modifier l'utilisateur (ancien formulaire)",
    first_name: 'Prénom',
    last_name: 'Nom',
    user_name: "Nom d'utilisateur",
    user_name_hint: 'Lettres minuscules, chiffres, _ et .',
    email: 'E-mail',
    job_title: 'Fonction',
    password: 'Mot de passe',
    retype_password: 'Retaper le mot de passe',
    role: 'Rôle',
    access: 'Accès',
    access_forced: "Le rôle Admin a toujours l'accès Écriture",
    sensor_type: 'Type de capteur',
    sensor_id: 'Identifiant',
    sensor_id_hint: 'Un nombre entier, 0 ou plus',
    rights_hint:
      'Admin : toutes les opérations. Utilisateur en Écriture : tout sauf supprimer et gérer les sous-admins. Lecture : consultation seule.',
    custom_rights:
      'Les permissions de ce compte ont été définies dans la grille des permissions : elles restent telles quelles sauf si vous choisissez un rôle et un accès.',
    adjusted_rights:
      'Les permissions ont été ajustées depuis dans la grille des permissions : elles restent sauf si vous changez le rôle ou l’accès.',
    submit: 'Enregistrer',
    back: 'Retour à la liste',
  },
  roles: { User: 'Utilisateur', Admin: 'Admin' },
  access: { Read: 'Lecture', Write: 'Écriture' },
  actions: {
    add: 'Ajouter un utilisateur (ancien formulaire)',
    edit: "Modifier dans l'ancien formulaire",
    edit_label: "Modifier %{name} dans l'ancien formulaire",
  },
  details: {
    title: 'Ancien formulaire',
  },
  validation: {
    first_name_required: 'Le prénom est obligatoire',
    last_name_required: 'Le nom est obligatoire',
    user_name_required: "Le nom d'utilisateur est obligatoire",
    user_name_invalid: "Veuillez saisir un nom d'utilisateur valide",
    job_title_required: 'La fonction est obligatoire',
    retype_required: 'Veuillez retaper le mot de passe',
    id_required: "L'identifiant est obligatoire",
    id_invalid: "L'identifiant doit être un nombre entier de 0 ou plus",
    role_required: 'Le rôle est obligatoire',
    access_required: "L'accès est obligatoire",
    text_too_long: 'Ce texte est trop long (100 caractères au plus)',
  },
  server: {
    user_name_taken: "Un utilisateur avec ce nom d'utilisateur existe déjà.",
  },
};

/** La part de ce module dans le catalogue : src/i18n/catalogue.ts l'ajoute aux zones partagées. */
export default { gd: { legacyUsers } };
