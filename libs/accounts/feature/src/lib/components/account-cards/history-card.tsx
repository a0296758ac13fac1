import Paper from '@mui/material/Paper';
import { AccountChangeAction as A } from '@app/accounts-contract';
import { historyAuthorLabel, roleLabels, type HistoryEntry, type Role } from '@app/contract';
import { HistorySection } from '@app/ui';
import { messages } from '../../messages';
import { accountsStore } from '../../store/accounts-store';

const h = messages.history;
const text = (value: unknown) => (typeof value === 'string' && value ? value : h.none);
const roleName = (role: number | null) =>
  role === null ? h.none : (roleLabels[role as Role] ?? String(role));

/**
 * One decision on an account as a sentence: 'Trần Thị Quản Lý (Quản trị viên) đã từ chối tài khoản
 * (căn hộ A-1203) — Lý do: Sai số căn hộ', '… đổi vai trò từ Cư dân sang Cư dân kinh doanh'…
 */
export function describeAccountChange(entry: HistoryEntry): string {
  const who = historyAuthorLabel(entry.author);
  const d = entry.details;
  const apartment = typeof d['apartment'] === 'string' && d['apartment'] ? d['apartment'] : '';
  let sentence: string;
  switch (entry.action) {
    case A.APPROVE:
    case A.REJECT:
      sentence =
        (entry.action === A.APPROVE ? h.approved : h.rejected)(who) +
        (apartment ? h.apartment(apartment) : '');
      break;
    case A.ROLE:
      sentence = h.role(who, roleName(entry.fromStatus), roleName(entry.toStatus));
      break;
    case A.RESIDENCE:
      sentence = h.residence(who, text(d['apartment']), text(d['floor']), text(d['building']));
      break;
    case A.BUILDING:
      sentence = (d['on'] ? h.buildingOn : h.buildingOff)(who, text(d['name']));
      break;
    case A.SHOP:
      sentence = (d['on'] ? h.shopOn : h.shopOff)(who, text(d['name']));
      break;
    case A.DEVICE:
      sentence = h.device(who, text(d['name']));
      break;
    case A.PROFILE:
      sentence = h.profile(who);
      break;
    case A.PASSWORD:
      sentence = h.password(who);
      break;
    default:
      sentence = h.other(who, entry.action);
  }
  return entry.reason ? sentence + h.reason(entry.reason) : sentence;
}

/** 'Lịch sử' of the account page: the staff's decisions from the change log, newest first, paged. */
export function HistoryCard({ id }: { id: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <HistorySection store={accountsStore.history} id={id} describe={describeAccountChange} />
    </Paper>
  );
}
