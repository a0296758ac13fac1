/** The cards of the account page (`/dashboard/user/{id}`), one file each; `cardRules` says which show. */
export { cardRules } from './card-rules';
export { DetailCard } from './detail-card';
export { AvatarCard } from './avatar-card';
export { ProfileCard } from './profile-card';
export { RegistrationCard } from './registration-card';
export { BalanceCards } from './balance-cards';
export { ProfileEditCard } from './profile-edit-card';
export { ResidenceCard } from './residence-card';
export { RoleCard } from './role-card';
export { PasswordCard } from './password-card';
export { ShopCard, BuildingCard } from './links-card';
export { DevicesCard } from './devices-card';
export { ActivityCard } from './activity-card';
export { HistoryCard, describeAccountChange } from './history-card';
