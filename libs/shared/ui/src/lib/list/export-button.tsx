import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ExportFormat } from '@app/contract';
import { downloadFile, saveFile, type ExportRequest } from '@app/data-access-api';
import { uiMessages } from '../messages';

const m = uiMessages.export;

export interface ExportButtonProps {
  /**
   * The list's export path (`<list path>/export`) and its filters as its list call sends them, read
   * when the person chooses a format: a function, so that the button keeps its props (and does not
   * re-render) while the list's page and filters change.
   */
  from: () => ExportRequest;
}

/** Bytes as a person reads them: `850 KB`, `12,4 MB`. */
const sizeOf = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.round(bytes / 1000).toLocaleString('vi-VN')} KB`
    : `${(bytes / 1_000_000).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;

/**
 * 'Xuất': the list's rows that its filters select, as CSV or XLSX. While the file comes, the button
 * gives way to its progress and 'Hủy xuất'; a failure is reported by the API client like any call.
 */
export function ExportButton({ from }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [bytes, setBytes] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const shown = useRef(0);

  const start = async (format: ExportFormat) => {
    setAnchor(null);
    const abort = new AbortController();
    running.current = abort;
    setBytes(0);
    const { path, query } = from();
    try {
      const file = await downloadFile(
        path,
        { ...query, format },
        {
          signal: abort.signal,
          onProgress: (received) => {
            // A few updates a second, not one per chunk.
            if (received - shown.current < 256_000) return;
            shown.current = received;
            setBytes(received);
          },
        },
      );
      saveFile(file.blob, file.fileName);
    } catch {
      // Reported by the API client (a toast), or cancelled here.
    } finally {
      running.current = null;
      shown.current = 0;
      setBytes(null);
    }
  };

  if (bytes !== null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2" role="status">
          {m.running(sizeOf(bytes))}
        </Typography>
        <Button size="small" onClick={() => running.current?.abort()}>
          {m.cancel}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {m.button}
      </Button>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)} aria-label={m.menu}>
          <MenuItem onClick={() => void start(ExportFormat.CSV)}>{m.csv}</MenuItem>
          <MenuItem onClick={() => void start(ExportFormat.XLSX)}>{m.xlsx}</MenuItem>
        </Menu>
      )}
    </>
  );
}
