import ImageNotSupported from '@mui/icons-material/ImageNotSupportedOutlined';
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
    <span className="feedback-thumbs">
      {shown.map((url, i) =>
        isShownImage(url) ? (
          <button
            key={url + i}
            type="button"
            className="feedback-thumb"
            aria-label={`${messages.openImage(i + 1)}: ${row.title}`}
            onClick={() => onOpenImage(row, i)}
          >
            <img src={thumbnail(url)} alt="" width={34} height={21} loading="lazy" />
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
    minWidth: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <CellLines primary={row.title} secondary={row.tag || messages.noTag} strong />
    ),
  },
  {
    field: 'content',
    headerName: messages.columns.content,
    flex: 1.5,
    minWidth: 160,
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
    width: 104,
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
    width: 96,
    sortable: false,
    renderCell: ({ row }) => <ImagesCell row={row} />,
  },
  {
    field: 'author',
    headerName: messages.columns.author,
    width: 136,
    sortable: false,
    // The name over the phone; the avatar is left out to keep the row on a laptop's screen.
    renderCell: ({ row }) => <CellLines primary={row.author.name} secondary={row.author.phone} />,
  },
  {
    field: 'apartment',
    headerName: messages.columns.residence,
    width: 130,
    sortable: false,
    renderCell: ({ row }) => (
      <CellLines primary={row.apartment?.name ?? ''} secondary={row.building?.name ?? ''} />
    ),
  },
  dateTimeColumn('createdAt', messages.columns.createdAt),
  {
    field: 'actions',
    hideable: false,
    headerName: messages.columns.actions,
    width: 96,
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
  // Up to four thumbnails as a 2 × 2 mosaic, so that the column stays narrow.
  '& .feedback-thumbs': { display: 'grid', gridTemplateColumns: 'repeat(2, 36px)', gap: '2px' },
  '& .feedback-thumb-foreign': {
    width: 36,
    height: 23,
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
