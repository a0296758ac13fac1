import { type Role } from '@app/contract';
import { AccountCard, accountCardAccess } from '@app/util-auth';

/**
 * Which cards a viewer sees and may use, by the viewer's role and the viewed account's: util-auth's
 * table of spec 001 section 6 (`accountCardAccess`).
 */
export function cardRules(viewer: Role | undefined, account: { role: number }) {
  const access = (card: AccountCard) => accountCardAccess(card, viewer, account.role as Role);
  const editable = (card: AccountCard) => access(card).kind === 'editable';
  const hidden = (card: AccountCard) => access(card).kind === 'hidden';
  const locked = (card: AccountCard) => access(card).kind === 'locked';
  return {
    editProfile: editable(AccountCard.PROFILE_EDIT),
    editResidence: editable(AccountCard.RESIDENCE),
    residenceLocked: locked(AccountCard.RESIDENCE),
    showRole: !hidden(AccountCard.ROLE),
    showPassword: !hidden(AccountCard.PASSWORD),
    buildingLocked: locked(AccountCard.BUILDING_OPERATION),
    shopLocked: locked(AccountCard.SHOP),
    editShops: editable(AccountCard.SHOP),
    editBuildings: editable(AccountCard.BUILDING_OPERATION),
  };
}
