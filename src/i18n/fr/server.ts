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

  // [area:customers]

  // [area:catalogue]
  categories_success: 'Catégories récupérées.',

  // [area:cards]

  // [area:orders]
  orders_success: 'Commandes récupérées.',
  order_success: 'Commande récupérée.',
  order_accepted: 'Commande acceptée.',
  order_delivered: 'Commande livrée.',
  order_rejected: 'Commande refusée.',
  order_not_pending: 'Seule une commande payée (en attente) peut être acceptée ou refusée.',
  order_not_accepted: 'Seule une commande acceptée peut être livrée.',
  order_quantity_mismatch: 'La quantité ne correspond pas à la commande.',
  order_too_many_codes: "Plus de paires code et numéro de série que d'unités dans la commande.",
  sell_order_not_pending: 'Cette revente a déjà été traitée.',
  sell_order_approved: 'Revente approuvée.',
  sell_order_rejected: 'Revente refusée.',
  transactions_success: 'Transactions récupérées.',
  transaction_success: 'Transaction récupérée.',
  invoice_link_success: 'Lien de facture créé.',
};
