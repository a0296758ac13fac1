import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { BuildingStatus, type BuildingListItem } from '@app/buildings-contract';
import { DataTable, rowActions, type ListTableProps, type CardLayout } from '@app/ui';
import { messages } from '../messages';

const l = messages.list;

export type BuildingAction = 'view' | 'delete';

export interface BuildingsTableProps extends ListTableProps<BuildingListItem> {
  /** Whether the signed-in role may delete a building (the menu hides the item otherwise). */
  canDelete: boolean;
  onAction: (building: BuildingListItem, action: BuildingAction) => unknown;
}

const actions = rowActions<BuildingListItem, BuildingAction, boolean>({
  headerName: l.columns.actions,
  items: (_row, canDelete) => [
    { label: l.view, action: 'view' },
    { label: l.delete, color: 'error', hidden: !canDelete, action: 'delete' },
  ],
});

/** The image cell: the first image (a small resized copy), its left border green when active, grey when stopped. */
const imageStyle = (status: number) => ({
  width: 64,
  height: 44,
  objectFit: 'cover' as const,
  borderRadius: 4,
  borderLeft: `4px solid ${status === BuildingStatus.ACTIVE ? '#2e7d32' : '#9e9e9e'}`,
  background: '#eee',
  display: 'block',
});
const imageStyles = {
  active: imageStyle(BuildingStatus.ACTIVE),
  stopped: imageStyle(BuildingStatus.STOPPED),
};

type Cell = GridRenderCellParams<BuildingListItem>;

const columns: GridColDef<BuildingListItem>[] = [
  {
    field: 'images',
    headerName: l.columns.image,
    width: 96,
    sortable: false,
    renderCell: ({ row }: Cell) => {
      const style = row.status === BuildingStatus.ACTIVE ? imageStyles.active : imageStyles.stopped;
      return row.images[0] ? (
        <img
          src={`${row.images[0]}?width=128`}
          alt={l.imageOf(row.name)}
          loading="lazy"
          style={style}
          data-status={row.status}
        />
      ) : (
        <div role="img" aria-label={l.noImage} style={style} data-status={row.status} />
      );
    },
  },
  {
    field: 'name',
    headerName: l.columns.name,
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }: Cell) => <p className="cell-primary cell-strong">{row.name}</p>,
  },
  { field: 'address', headerName: l.columns.address, flex: 1.5, minWidth: 220, sortable: false },
  actions.column,
];

/** A phone's card: the picture beside the name, then the address. */
const card: CardLayout = { media: 'images', title: 'name' };

/** The building table: image (status border), name, address and the row menu. */
export function BuildingsTable({ canDelete, onAction, ...table }: BuildingsTableProps) {
  return (
    <actions.Provider onAction={onAction} context={canDelete}>
      <DataTable {...table} columns={columns} card={card} disableColumnMenu rowHeight={60} />
    </actions.Provider>
  );
}
