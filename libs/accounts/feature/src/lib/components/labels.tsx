import { Role, roleLabels } from '@app/contract';
import { StatusTag, type StatusTagPaletteColor } from '@app/ui';
import { VerifyState, verifyStateLabels } from '@app/accounts-contract';

const roleColors: Record<number, StatusTagPaletteColor> = {
  [Role.SUPER_ADMIN]: 'error',
  [Role.ADMIN]: 'warning',
  [Role.OPERATOR]: 'secondary',
  [Role.MERCHANT]: 'info',
  [Role.USER_MERCHANT]: 'primary',
  [Role.USER]: 'default',
};
const verifyColors: Record<number, StatusTagPaletteColor> = {
  [VerifyState.UNKNOWN]: 'default',
  [VerifyState.PENDING]: 'warning',
  [VerifyState.ACTIVE]: 'success',
};

export const RoleTag = ({ role }: { role: number }) => (
  <StatusTag
    label={roleLabels[role as Role] ?? String(role)}
    color={roleColors[role] ?? 'default'}
  />
);
export const VerifyTag = ({ state }: { state: number }) => (
  <StatusTag
    label={verifyStateLabels[state as VerifyState] ?? String(state)}
    color={verifyColors[state] ?? 'default'}
  />
);
