/** Listes et vérification KYC. */
export const kyc = {
  /** The bulk reminder of the pending list (issue 21). */
  bulk: {
    remind: 'Envoyer un rappel',
    remind_confirm:
      'Envoyer un e-mail de rappel à %{smart_count} client ? |||| Envoyer un e-mail de rappel à %{smart_count} clients ?',
  },
  menu: { submitted: 'Soumis', verified: 'Vérifiés', pending: 'En attente', rejected: 'Refusés' },
  status: { p: 'En attente', s: 'Soumis', v: 'Vérifié', r: 'Refusé' },
  list: {
    title: {
      submitted: 'KYC soumis',
      verified: 'KYC vérifiés',
      pending: 'KYC en attente',
      rejected: 'KYC refusés',
    },
    name: 'Nom',
    email: 'E-mail',
    actions: 'Actions',
    review: 'Vérifier le KYC de %{name}',
    verified: 'Vérifié',
    rejected: 'Refusé',
    remind: 'Envoyer un e-mail de relance à %{name}',
    empty: 'Aucune ligne trouvée',
  },
  verify: {
    title: 'Détail KYC',
    subtitle: "Vérification d'identité du client",
    status: 'Statut : %{status}',
    first_name: 'Prénom',
    last_name: 'Nom',
    dob: 'Date de naissance',
    address1: 'Adresse, ligne 1',
    address2: 'Adresse, ligne 2',
    city: 'Ville',
    state: 'État / région',
    zipcode: 'Code postal',
    country: 'Pays',
    approve: 'Approuver',
    reject: 'Refuser',
    documents: 'Documents',
    doc_front: "Pièce d'identité (recto)",
    doc_back: "Pièce d'identité (verso)",
    doc_address: 'Justificatif de domicile',
    doc_selfie: 'Selfie',
    id_type: 'Type de pièce : %{type}',
    address_type: 'Type de justificatif : %{type}',
    missing: 'Non fourni',
    enlarge: 'Agrandir : %{name}',
    close: 'Fermer',
    back: 'Retour à la liste des KYC soumis',
    confirm_v_title: 'Approuver le KYC de %{name} ?',
    confirm_v_content: 'Le client est informé que son identité est vérifiée.',
    confirm_r_title: 'Refuser le KYC de %{name} ?',
    confirm_r_content:
      "Le client est informé que son identité n'a pas été vérifiée. Un dossier refusé ne peut plus être approuvé ici.",
  },
};

export const kycResource = {
  name: 'KYC |||| KYC',
  fields: {
    sFullName: 'Nom',
    sEmail: 'E-mail',
    sUserName: "Nom d'utilisateur",
    sMobileNumber: 'Téléphone',
    sKycStatus: 'Statut',
  },
};

/** This feature's part of the catalogue: src/i18n/catalogue.ts adds it to the shared areas. */
export default { gd: { kyc }, resources: { kyc: kycResource } };
