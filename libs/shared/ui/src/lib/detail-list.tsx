import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One line of a record's detail: what it is and its value. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailListProps {
  /** The lines in order; `false`, `null` and `undefined` are left out, for lines shown only sometimes. */
  fields: readonly (DetailField | false | null | undefined)[];
  /** Width of the label column in px, so that the values line up. */
  labelWidth?: number;
  /** Shown in place of an empty value ('', `null`, `undefined`), e.g. 'Không xác định'. */
  empty?: ReactNode;
  /** Keeps the line breaks of long values (a note, a message). */
  multiline?: boolean;
  /** Space between the lines (theme units). */
  spacing?: number;
  sx?: SxProps<Theme>;
}

const isEmpty = (value: ReactNode) => value === '' || value === null || value === undefined;

/**
 * A record's label/value lines, as the detail dialogs and cards show them: the label muted at a fixed
 * width, the value beside it.
 *
 * @example
 * <DetailList empty="Không xác định" fields={[{ label: 'Tên', value: order.customer.name }]} />
 */
export function DetailList({
  fields,
  labelWidth = 150,
  empty,
  multiline = false,
  spacing = 0.5,
  sx,
}: DetailListProps) {
  return (
    <Stack spacing={spacing} sx={sx}>
      {fields.map(
        (field, index) =>
          field && (
            <Stack key={`${index}-${field.label}`} direction="row" spacing={1}>
              <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: labelWidth }}>
                {field.label}
              </Typography>
              <Typography
                variant="body2"
                component="div"
                sx={multiline ? { whiteSpace: 'pre-wrap' } : undefined}
              >
                {isEmpty(field.value) ? empty : field.value}
              </Typography>
            </Stack>
          ),
      )}
    </Stack>
  );
}
