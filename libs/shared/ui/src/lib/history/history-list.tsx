import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { HistoryEntry } from '@app/contract';
import { formatDateTime } from '@app/util-format';
import { uiMessages } from '../messages';

export interface HistoryListProps {
  /** The page's entries, newest first (the change log's answer). */
  entries: readonly HistoryEntry[] | undefined;
  /** All the record's entries. */
  total: number;
  /** The entry as one Vietnamese sentence, in the domain's words ('X đổi trạng thái từ A sang B — Lý do: …'). */
  describe: (entry: HistoryEntry) => ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading?: boolean;
  /** The load's failure, shown in place of the entries. */
  error?: string;
  /** The heading's text: 'Lịch sử' by default. */
  title?: string;
}

/**
 * A record's history (issue 29): 'Lịch sử', one line per change, newest first, each with its time
 * (Asia/Ho_Chi_Minh), paged by the server. Every domain's detail shows it with its own sentences.
 *
 The list alone; a record's detail shows it through {@link ./history-section HistorySection},
 * which holds the page and loads it.
 */
export function HistoryList({
  entries,
  total,
  describe,
  page,
  pageSize,
  onPage,
  loading,
  error,
  title = uiMessages.history.title,
}: HistoryListProps) {
  const pages = Math.ceil(total / pageSize);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {loading && <LinearProgress aria-label={uiMessages.history.loading} sx={{ mb: 1 }} />}
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : entries && entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{uiMessages.history.empty}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries?.map((entry) => (
            <Box
              component="li"
              key={entry._id}
              sx={{
                py: 1,
                pl: 2,
                borderLeft: 2,
                borderColor: 'divider',
                '&:not(:last-of-type)': { mb: 0.5 },
              }}
            >
              <Typography variant="body2">{describe(entry)}</Typography>
              <Typography
                variant="caption"
                component="time"
                dateTime={entry.at}
                sx={{ color: 'text.secondary' }}
              >
                {formatDateTime(entry.at)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 1 }}
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          size="small"
        />
      )}
    </Box>
  );
}
