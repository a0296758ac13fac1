import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionPanelProps {
  /** The heading (h2), which also names the section. */
  title: string;
  /** The heading's button ('Thêm tầng', 'Sửa ảnh'...), when the user may act. */
  action?: { label: string; onClick: () => void };
  children: ReactNode;
}

/** A panel of the building page: an outlined section, its heading and the heading's button. */
export function SectionPanel({ title, action, children }: SectionPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action && (
          <Button size="small" variant="outlined" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
