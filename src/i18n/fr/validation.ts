export default {
  email_required: "L'e-mail est obligatoire",
  email_invalid: "L'e-mail n'est pas valide",
  password_required: 'Le mot de passe est obligatoire',
  password_range: 'Le mot de passe doit contenir entre 6 et 15 caractères',
  old_password_required: "L'ancien mot de passe est obligatoire",
  new_password_required: 'Le nouveau mot de passe est obligatoire',
  password_min: 'Le mot de passe doit contenir au moins 6 caractères',
  same_password: "L'ancien et le nouveau mot de passe sont identiques",
  confirm_required: 'La confirmation du mot de passe est obligatoire',
  password_not_matched: 'Les mots de passe ne correspondent pas',
  full_name_required: 'Le nom complet est obligatoire',
  current_password_required: 'Saisissez votre mot de passe actuel pour changer votre e-mail',
};
