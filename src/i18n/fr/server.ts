export default {
  login_success: 'Connexion réussie.',
  invalid_credentials: 'E-mail ou mot de passe incorrect.',
  account_inactive: "Votre compte est inactif. Veuillez contacter l'administrateur.",
  token_missing: "Le jeton d'authentification est manquant.",
  token_invalid: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden: "Vous n'avez pas la permission d'effectuer cette action.",
  super_admin_only: 'Seul le super administrateur peut faire cela.',
  not_found: 'Enregistrement introuvable.',
  route_not_found: 'Route introuvable.',
  malformed_json: "Le corps de la requête n'est pas un JSON valide.",
  body_too_large: 'Le corps de la requête est trop volumineux.',
  unsupported_media_type: 'Le corps de la requête doit être du JSON.',
  internal_error: 'Une erreur est survenue sur le serveur.',
  logout_success: 'Déconnexion réussie.',
  token_verified: 'Jeton vérifié.',
  forgot_sent: 'Un lien de réinitialisation a été envoyé à votre adresse e-mail.',
  reset_link_valid: 'Lien vérifié.',
  reset_link_invalid: 'Le lien a expiré !',
  reset_success: 'Le mot de passe a été réinitialisé.',
  password_changed: 'Mot de passe modifié avec succès.',
  old_password_wrong: "L'ancien mot de passe est incorrect.",
  profile_updated: 'Profil mis à jour avec succès.',
  email_taken: 'Cet e-mail est déjà utilisé.',
  dashboard_success: 'Données du tableau de bord récupérées.',
  outbox_success: "Boîte d'envoi récupérée.",
  too_many_attempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
  invalid_body: "Le corps de la requête n'est pas valide.",
  bad_request: "La requête n'est pas valide.",
  reset_mail_subject: 'Réinitialisez votre mot de passe Giftdesk',
  reset_mail_text:
    "Bonjour %{name}, utilisez ce lien pour choisir un nouveau mot de passe : %{link} Il ne fonctionne qu'une fois et expire dans %{minutes} minutes. Si vous n'avez rien demandé, ignorez ce message.",

  // [area:subadmin]
  subadmin_list_success: 'Sous-administrateurs récupérés avec succès.',
  subadmin_fetched: 'Sous-administrateur récupéré avec succès.',
  subadmin_created: 'Sous-administrateur ajouté avec succès.',
  subadmin_updated: 'Sous-administrateur mis à jour avec succès.',
  subadmin_activated: 'Sous-administrateur activé avec succès.',
  subadmin_deactivated: 'Sous-administrateur désactivé avec succès.',
  subadmin_deleted: 'Sous-administrateur supprimé avec succès.',
  subadmin_email_taken: 'Un sous-administrateur ou un administrateur utilise déjà cet e-mail.',
  subadmin_grant_forbidden: 'Vous ne pouvez pas accorder une permission que vous ne détenez pas vous-même.',
  subadmin_outranks:
    "Ce sous-administrateur détient des permissions que vous n'avez pas : vous ne pouvez pas le modifier.",
  subadmin_self: 'Vous ne pouvez pas désactiver ou supprimer votre propre compte.',

  // [area:customers]
  customers_success: 'Clients récupérés.',
  customer_success: 'Client récupéré.',
  customer_updated: 'Client mis à jour.',
  customer_status_updated: 'Statut du client mis à jour.',
  customer_deleted: 'Client supprimé.',
  customer_email_read_only: "L'e-mail d'un client ne peut pas être modifié.",
  kyc_success: 'Informations KYC récupérées.',
  kyc_approved: 'KYC approuvé.',
  kyc_rejected: 'KYC refusé.',
  kyc_not_submitted: 'Seul un KYC soumis peut être approuvé ou refusé.',
  kyc_reminder_sent: 'E-mail de relance envoyé.',
  kyc_reminder_not_pending: "Une relance n'est possible que pour un KYC en attente.",
  kyc_reminder_subject: "Terminez la vérification d'identité Giftdesk",
  kyc_reminder_text:
    "Bonjour %{name}, votre vérification d'identité (KYC) n'est pas terminée. Veuillez envoyer vos documents dans l'application Giftdesk afin que nous puissions les examiner.",

  // [area:catalogue]
  categories_success: 'Catégories récupérées.',

  // [area:cards]

  // [area:orders]
};
