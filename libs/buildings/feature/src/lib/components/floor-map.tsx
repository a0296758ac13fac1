import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, memo } from 'react';
import { Link } from 'react-router';
import { buildingsMessages, type Floor, type FloorApartment } from '@app/buildings-contract';
import { ActionMenu, IconAction } from '@app/ui';
import { messages } from '../messages';
import { darkTileColors, tileColors, tileHref, tileKind } from './apartment-tile';
import { SectionPanel } from './section-panel';

const t = messages.map;

export interface FloorMapActions {
  addFloor: () => void;
  renameFloor: (floor: Floor) => void;
  deleteFloor: (floor: Floor) => void;
  addApartment: (floor: Floor) => void;
  deleteApartment: (floor: Floor, apartment: FloorApartment) => void;
}

export interface FloorMapProps extends FloorMapActions {
  buildingId: string;
  floors: Floor[];
  /** Hides the changes (a read-only viewer). */
  readOnly?: boolean;
}

const occupied = (a: FloorApartment) => a.members > 0 || a.pendingCount > 0;

const Tile = memo(function Tile({
  buildingId,
  floor,
  apartment,
  readOnly,
  onDelete,
}: {
  buildingId: string;
  floor: Floor;
  apartment: FloorApartment;
  readOnly: boolean;
  onDelete: FloorMapActions['deleteApartment'];
}) {
  const kind = tileKind(apartment);
  const colors = tileColors[kind];
  const dark = darkTileColors[kind];
  const lines =
    kind === 'empty'
      ? [t.empty]
      : [
          ...(apartment.members > 0 ? [t.members(apartment.members)] : []),
          ...(apartment.pendingCount > 0 ? [t.pending(apartment.pendingCount)] : []),
        ];
  return (
    <Box
      data-testid="apartment-tile"
      data-kind={kind}
      sx={[
        {
          position: 'relative',
          width: 128,
          border: 1,
          borderColor: colors.border,
          bgcolor: colors.bg,
          color: colors.text,
          borderRadius: 1,
        },
        (theme) =>
          theme.applyStyles('dark', {
            borderColor: dark.border,
            bgcolor: dark.bg,
            color: dark.text,
          }),
      ]}
    >
      <Link
        to={tileHref(buildingId, floor._id, apartment)}
        aria-label={t.tileLabel(apartment.name, lines.join(', '))}
        style={{ display: 'block', padding: '6px 8px', color: 'inherit', textDecoration: 'none' }}
      >
        {/* The spaces between the lines keep the words apart in the visible text, which the
            link's name (its label) contains (WCAG 2.5.3). */}
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {apartment.name}
        </Typography>
        {lines.map((line) => (
          <Fragment key={line}>
            {' '}
            <Typography variant="caption" component="span" sx={{ display: 'block' }}>
              {line}
            </Typography>
          </Fragment>
        ))}
      </Link>
      {!readOnly && !occupied(apartment) && (
        <IconAction
          size="small"
          label={t.deleteApartment(apartment.name)}
          onClick={() => onDelete(floor, apartment)}
          // 24 × 24: the smallest target for a pointer (WCAG 2.5.8).
          sx={{ position: 'absolute', top: 0, right: 0, width: 24, height: 24, p: 0, fontSize: 14 }}
        >
          ×
        </IconAction>
      )}
    </Box>
  );
});

/**
 * The floor and apartment map of a building: a row of tiles per floor, grey 'Căn hộ trống', green
 * 'N thành viên', orange 'N chờ duyệt', each a link to the apartment's accounts. Floors and
 * apartments are added, renamed and deleted here; deleting is hidden while anyone lives there
 * (the server refuses it too).
 */
export function FloorMap({ buildingId, floors, readOnly = false, ...actions }: FloorMapProps) {
  return (
    <SectionPanel
      title={t.title}
      action={readOnly ? undefined : { label: t.addFloor, onClick: actions.addFloor }}
    >
      {floors.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.noFloors}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {[...floors].reverse().map((floor) => (
          <Stack
            key={floor._id}
            direction="row"
            spacing={1}
            role="group"
            aria-label={floor.name}
            sx={{ alignItems: 'flex-start' }}
          >
            <Stack direction="row" sx={{ width: 150, flexShrink: 0, alignItems: 'center' }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {floor.name}
              </Typography>
              {!readOnly && (
                <ActionMenu
                  label={t.floorActions(floor.name)}
                  items={[
                    { label: t.addApartment, onClick: () => actions.addApartment(floor) },
                    { label: t.renameFloor, onClick: () => actions.renameFloor(floor) },
                    {
                      label: t.deleteFloor,
                      color: 'error',
                      hidden: floor.apartments.some(occupied),
                      onClick: () => actions.deleteFloor(floor),
                    },
                  ]}
                />
              )}
            </Stack>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {floor.apartments.length === 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
                  {t.noApartments}
                </Typography>
              )}
              {floor.apartments.map((apartment) => (
                <Tile
                  key={apartment._id}
                  buildingId={buildingId}
                  floor={floor}
                  apartment={apartment}
                  readOnly={readOnly}
                  onDelete={actions.deleteApartment}
                />
              ))}
            </Box>
          </Stack>
        ))}
      </Stack>
    </SectionPanel>
  );
}

export const mapRequiredMessages = {
  floor: buildingsMessages.floorNameRequired,
  apartment: buildingsMessages.apartmentNameRequired,
};
