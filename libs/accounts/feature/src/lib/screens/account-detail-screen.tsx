import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AccountDetail } from '@app/accounts-contract';
import { EmptyState, LiveRecordNotice, PageHeader, useLiveRecord } from '@app/ui';
import { paths, useAuthStore, usePageTitle } from '@app/util-auth';
import {
  ActivityCard,
  AvatarCard,
  BalanceCards,
  BuildingCard,
  cardRules,
  DevicesCard,
  HistoryCard,
  PasswordCard,
  ProfileCard,
  ProfileEditCard,
  RegistrationCard,
  ResidenceCard,
  RoleCard,
  ShopCard,
} from '../components/account-cards';
import { useAccountActions, type AccountAction } from '../components/use-account-actions';
import { messages } from '../messages';
import { reloadAccount, useAccountDetail, useSavingAccounts } from '../store/accounts-store';
import type { Role } from '@app/contract';

const breadcrumbs = [
  { label: messages.breadcrumb.accounts },
  { label: messages.breadcrumb.detail },
];

/** The twelve cards of one account and its history ('Lịch sử'), shown and locked by the viewer's and the account's roles. */
export function AccountCards({
  account,
  viewer,
}: {
  account: AccountDetail;
  viewer: Role | undefined;
}) {
  const navigate = useNavigate();
  const act = useAccountActions(useCallback(() => void navigate(paths.user), [navigate]));
  const rules = cardRules(viewer, account);
  // Issue 28: approved, rejected or moved elsewhere while open; a decision made anyway is refused (409).
  const busy = Boolean(useSavingAccounts()[account._id]);
  const stale = useLiveRecord('account', account._id, { status: account.verifyState, busy });
  const onAction = (action: AccountAction) => void act(account, action);
  return (
    <Grid container spacing={2}>
      {stale && (
        <Grid size={12}>
          <LiveRecordNotice stale message={messages.changedElsewhere} onReload={reloadAccount} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 4 }}>
        <AvatarCard account={account} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ProfileCard account={account} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RegistrationCard account={account} onAction={onAction} />
      </Grid>
      <Grid size={12}>
        <BalanceCards account={account} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProfileEditCard account={account} editable={rules.editProfile} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ResidenceCard
          account={account}
          editable={rules.editResidence}
          locked={rules.residenceLocked}
        />
      </Grid>
      {rules.showRole && (
        <Grid size={{ xs: 12, md: 6 }}>
          <RoleCard account={account} />
        </Grid>
      )}
      {rules.showPassword && (
        <Grid size={{ xs: 12, md: 6 }}>
          <PasswordCard account={account} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <ShopCard account={account} locked={rules.shopLocked} editable={rules.editShops} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BuildingCard
          account={account}
          locked={rules.buildingLocked}
          editable={rules.editBuildings}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DevicesCard account={account} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ActivityCard account={account} />
      </Grid>
      <Grid size={12}>
        <HistoryCard id={account._id} />
      </Grid>
    </Grid>
  );
}

/** `/dashboard/user/{id}`: 'Chi tiết tài khoản'. */
export function AccountDetailScreen() {
  const { id = '' } = useParams();
  const { data, loading, error } = useAccountDetail(id);
  const viewer = useAuthStore((s) => s.user?.role);
  usePageTitle(data?.data.name);
  return (
    <>
      <PageHeader title={messages.detailTitle} breadcrumbs={breadcrumbs} />
      <Stack spacing={2}>
        {loading && !data && <LinearProgress />}
        {error && !data && <EmptyState />}
        {data && <AccountCards account={data.data} viewer={viewer} />}
      </Stack>
    </>
  );
}
