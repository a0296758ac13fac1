import ImageNotSupported from '@mui/icons-material/ImageNotSupportedOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { createContext, memo, useContext, useMemo } from 'react';
import {
  FEEDBACK_IMAGES_SHOWN,
  FeedbackStatus,
  feedbackStatusLabels,
  type FeedbackItem,
} from '@app/feedback-contract';
import { CellLines, DataTable, dateTimeColumn, StatusTag, type ListTableProps } from '@app/ui';
import { messages } from '../messages';
import { isShownImage } from './shown-image';

export interface FeedbackTableProps extends ListTableProps<FeedbackItem> {
  onOpenImage: (row: FeedbackItem, index: number) => void;
  onReply: (row: FeedbackItem) => void;
}

/** What the cells call back, by context, so that the columns are defined once. */
interface RowHandlers {
  onOpenImage: FeedbackTableProps['onOpenImage'];
  onReply: FeedbackTableProps['onReply'];
}
const HandlersContext = createContext<RowHandlers>({
  onOpenImage: () => undefined,
  onReply: () => undefined,
});

/** A small version of an uploaded image (the image route resizes on `width`/`height`). */
const thumbnail = (url: string) => (url.includes('?') ? url : `${url}?width=96&height=64`);

const ImagesCell = memo(function ImagesCell({ row }: { row: FeedbackItem }) {
  const { onOpenImage } = useContext(HandlersContext);
  const shown = row.images.slice(0, FEEDBACK_IMAGES_SHOWN);
  return (
    <span style={{ display: 'flex', gap: 4 }}>
      {shown.map((url, i) =>
        isShownImage(url) ? (
          <button
            key={url + i}
            type="button"
            className="feedback-thumb"
            aria-label={`${messages.openImage(i + 1)}: ${row.title}`}
            onClick={() => onOpenImage(row, i)}
          >
            <img src={thumbnail(url)} alt="" width={48} height={32} loading="lazy" />
          </button>
        ) : (
          <span
            key={url + i}
            role="img"
            aria-label={messages.foreignImage}
            title={messages.foreignImageHidden}
            className="feedback-thumb feedback-thumb-foreign"
          >
            <ImageNotSupported fontSize="small" color="disabled" />
          </span>
        ),
      )}
    </span>
  );
});

const ReplyCell = memo(function ReplyCell({ row }: { row: FeedbackItem }) {
  const { onReply } = useContext(HandlersContext);
  return (
    <Button size="small" variant="outlined" onClick={() => onReply(row)}>
      {messages.reply}
    </Button>
  );
});

const statusColor = (status: number) =>
  status === FeedbackStatus.RESOLVED ? 'success' : 'warning';

/** Defined once: the grid keeps its columns between renders; cells are plain elements. */
const columns: GridColDef<FeedbackItem>[] = [
  {
    field: 'title',
    headerName: messages.columns.feedback,
    flex: 1,
    minWidth: 180,
    sortable: false,
    renderCell: ({ row }) => (
      <CellLines primary={row.title} secondary={row.tag || messages.noTag} strong />
    ),
  },
  {
    field: 'content',
    headerName: messages.columns.content,
    flex: 1.5,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <div className="cell-lines feedback-content" title={row.content}>
        {row.content}
      </div>
    ),
  },
  {
    field: 'status',
    headerName: messages.columns.status,
    width: 120,
    sortable: false,
    renderCell: ({ row }) => (
      <StatusTag
        label={feedbackStatusLabels[row.status as FeedbackStatus] ?? String(row.status)}
        color={statusColor(row.status)}
      />
    ),
  },
  {
    field: 'images',
    headerName: messages.columns.images,
    width: 220,
    sortable: false,
    renderCell: ({ row }) => <ImagesCell row={row} />,
  },
  {
    field: 'author',
    headerName: messages.columns.author,
    width: 210,
    sortable: false,
    renderCell: ({ row }) => (
      <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Avatar
          src={row.author.avatar && isShownImage(row.author.avatar) ? row.author.avatar : undefined}
          alt=""
          sx={{ width: 32, height: 32 }}
        >
          {row.author.name.slice(0, 1)}
        </Avatar>
        <span className="cell-lines">
          <span className="cell-primary" style={{ display: 'block' }}>
            {row.author.name}
          </span>
          <span className="cell-secondary" style={{ display: 'block' }}>
            {row.author.phone}
          </span>
        </span>
      </span>
    ),
  },
  {
    field: 'apartment',
    headerName: messages.columns.residence,
    width: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <CellLines primary={row.apartment?.name ?? ''} secondary={row.building?.name ?? ''} />
    ),
  },
  // Sorted on the server by date (docs/decisions/lists.md "Sorting").
  dateTimeColumn('createdAt', messages.columns.createdAt, { width: 150, sortable: true }),
  {
    field: 'actions',
    headerName: messages.columns.actions,
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <ReplyCell row={row} />,
  },
];

const tableSx = {
  '& .feedback-thumb': {
    p: 0,
    border: 1,
    borderColor: 'divider',
    borderRadius: 0.5,
    cursor: 'zoom-in',
    bgcolor: 'transparent',
    lineHeight: 0,
  },
  '& .feedback-thumb img': { objectFit: 'cover', borderRadius: 2 },
  '& .feedback-thumb-foreign': {
    width: 50,
    height: 34,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'default',
  },
  '& .feedback-content': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    fontSize: '0.875rem',
  },
} as const;

/** The feedback list: server-paged, a row per feedback (spec 001 section 2). */
export function FeedbackTable({ onOpenImage, onReply, ...table }: FeedbackTableProps) {
  const handlers = useMemo(() => ({ onOpenImage, onReply }), [onOpenImage, onReply]);
  return (
    <HandlersContext.Provider value={handlers}>
      <DataTable
        {...table}
        columns={columns}
        rowHeight={64}
        sx={tableSx}
        aria-label={messages.title}
      />
    </HandlersContext.Provider>
  );
}
