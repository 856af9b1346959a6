export { EditProfile } from './EditProfile';
export { ChangePassword } from './ChangePassword';
