import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ActionMenu } from '../action-menu';
import { DataTable } from '../data-table';
import { FilterPanel } from '../filters/filter-panel';
import { MultiSelect } from '../filters/multi-select';
import { PickedFilter } from '../filters/picked-filter';
import { PageHeader } from '../page-header';
import { StatusTag } from '../status-tag';

interface Row {
  _id: string;
  code: string;
  name: string;
}
const rows: Row[] = [
  { _id: '1', code: 'DH1', name: 'A' },
  { _id: '2', code: 'DH2', name: 'B' },
];
const noop = () => undefined;
const menu = [{ label: 'Sửa', onClick: noop }];
const columns: GridColDef<Row>[] = [
  { field: 'code', headerName: 'Mã', flex: 1, sortable: false },
  { field: 'name', headerName: 'Tên', flex: 1 },
  {
    field: 'status',
    headerName: 'Trạng thái',
    flex: 1,
    sortable: false,
    renderCell: () => <StatusTag label="A" color="success" />,
  },
  {
    field: 'actions',
    headerName: 'Thao tác',
    width: 90,
    sortable: false,
    renderCell: () => <ActionMenu items={menu} />,
  },
];
const options = ['a', 'b'] as const;
const labelOf = (value: string) => value;
const none: string[] = [];
const selection: { checkboxSelection: true; rowSelectionModel: GridRowSelectionModel } = {
  checkboxSelection: true,
  rowSelectionModel: { type: 'include', ids: new Set() },
};

/**
 * What `ListWarmup` renders once: a small list screen made of the list kit's own parts (the page
 * header, the filter bar and its fields, the table with a selection column, a status and a row
 * menu), in a closed shadow root of a host that is off screen, hidden and out of the accessibility
 * tree. It tells `onDone` once the grid has drawn its rows (or after about 30 frames), and is taken
 * away.
 */
export default function ListWarmupView({ onDone }: { onDone: () => void }) {
  // The list goes into a closed shadow root of a hidden host: nothing outside (a script's or a
  // test's `querySelector`, Playwright's locators, axe) finds a second grid on the page. Emotion
  // still writes its rules into the document's head, which is the work to have done.
  const [inner, setInner] = useState<HTMLDivElement | null>(null);
  const host = useCallback((node: HTMLDivElement | null) => {
    if (!node || shadows.has(node)) return;
    const div = document.createElement('div');
    div.style.cssText = 'width:1100px;height:480px;overflow:hidden';
    node.attachShadow({ mode: 'closed' }).append(div);
    shadows.set(node, div);
    setInner(div);
  }, []);
  // The grid draws its rows once it has measured itself (a ResizeObserver, after a frame): done
  // when they are there, or after about half a second of frames.
  useEffect(() => {
    if (!inner) return;
    let frames = 0;
    let id = requestAnimationFrame(function check() {
      const drawn = inner.querySelector('[role="row"][data-id]');
      if (drawn || ++frames > 30) {
        onDone();
      } else id = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(id);
  }, [inner, onDone]);
  return (
    <div ref={host} aria-hidden="true" data-list-warmup="" style={hostStyle}>
      {inner &&
        createPortal(
          <>
            <PageHeader
              title="Danh sách"
              breadcrumbs={[{ label: 'A' }, { label: 'B' }]}
              actions={<Button variant="outlined">Xuất</Button>}
            />
            <FilterPanel onReset={noop} active={1}>
              <TextField size="small" label="Tìm kiếm" />
              <MultiSelect
                label="Trạng thái"
                options={options}
                value={none}
                labelOf={labelOf}
                onChange={noop}
              />
              <PickedFilter label="Tòa nhà" ids={none} names={{}} onPick={noop} onChange={noop} />
            </FilterPanel>
            <DataTable
              rows={rows}
              columns={columns}
              rowCount={2}
              page={1}
              pageSize={10}
              onPageChange={noop}
              card={false}
              aria-label="Danh sách"
              {...selection}
            />
          </>,
          inner,
        )}
    </div>
  );
}

/** Each host's list container, inside its closed shadow root. */
const shadows = new WeakMap<HTMLElement, HTMLDivElement>();

const hostStyle = {
  position: 'fixed',
  left: -10000,
  top: 0,
  width: 1100,
  height: 480,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
} as const;
