import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export interface ImageColumnOptions<R extends GridValidRowModel>
  extends Omit<GridColDef<R>, 'field' | 'headerName'> {
  /** The picture's side, in px. */
  size: number;
  /** A round picture (an avatar) rather than a square one. */
  round?: boolean;
}

const square = { objectFit: 'cover' } as const;
const round = { borderRadius: '50%', objectFit: 'cover' } as const;

/**
 * A not-sortable column of a row's picture (a product's first image, a shop's avatar): a lazy
 * image of `size` px, nothing for a row without one. 72 px wide unless told otherwise.
 *
 * @example imageColumn<Shop>('avatar', m.avatar, (row) => row.avatar, { size: 36, round: true })
 */
export const imageColumn = <R extends GridValidRowModel>(
  field: string,
  headerName: string,
  srcOf: (row: R) => string | undefined,
  { size, round: isRound = false, ...options }: ImageColumnOptions<R>,
): GridColDef<R> => ({
  field,
  headerName,
  width: 72,
  sortable: false,
  ...options,
  renderCell: ({ row }) => {
    const src = srcOf(row);
    return src ? (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={isRound ? round : square}
      />
    ) : null;
  },
});
