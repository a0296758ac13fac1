import Pagination from '@mui/material/Pagination';

/** Devices and activity come 3 a page (the quantity `accounts-api` asks for). */
const PAGE_SIZE = 3;

/** The pager under a card's list, shown only when there is more than one page. */
export function CardPager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination
      size="small"
      sx={{ mt: 1 }}
      count={Math.max(1, Math.ceil(total / PAGE_SIZE))}
      page={page}
      onChange={(_, p) => onChange(p)}
    />
  );
}
