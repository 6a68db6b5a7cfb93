export { PasswordChangeCard } from './PasswordChangeCard';
export { SessionsCard } from './SessionsCard';
export { TwoFactorCard } from './TwoFactorCard';
