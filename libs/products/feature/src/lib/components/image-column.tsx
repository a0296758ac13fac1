import type { GridColDef } from '@mui/x-data-grid';
/** The first image of a product (a shop's or a sample), 40 px, in the lists' first column. */
export function imageColumn<T extends { images: string[] }>(headerName: string): GridColDef<T> {
  return {
    field: 'images',
    headerName,
    width: 72,
    sortable: false,
    renderCell: ({ row }) =>
      row.images[0] ? (
        <img
          src={row.images[0]}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ) : null,
  };
}
