import type { AccountDetail } from '@app/accounts-contract';
import { DetailList, type DetailListProps } from '@app/ui';
import { messages } from '../../messages';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** How the account cards show their label/value lines: 'Không xác định' for a missing value. */
export const accountLines = {
  labelWidth: 130,
  empty: messages.unknown,
  spacing: 1,
  sx: { py: 0.5 },
} satisfies Partial<DetailListProps>;

/** Name, email, phone, gender and apartment, read only. */
export function ProfileCard({ account }: { account: AccountDetail }) {
  return (
    <DetailCard title={c.profile}>
      <DetailList
        {...accountLines}
        fields={[
          { label: c.name, value: account.name },
          { label: c.email, value: account.email },
          { label: c.phone, value: account.phone },
          { label: c.gender, value: messages.genders[account.gender] },
          { label: messages.columns.apartment, value: account.apartment?.name },
        ]}
      />
    </DetailCard>
  );
}
