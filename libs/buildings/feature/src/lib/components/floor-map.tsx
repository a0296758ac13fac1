import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link } from 'react-router';
import { buildingsMessages, type Floor, type FloorApartment } from '@app/buildings-contract';
import { ActionMenu } from '@app/ui';
import { messages } from '../messages';
import { tileColors, tileHref, tileKind } from './apartment-tile';
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
      sx={{
        position: 'relative',
        width: 128,
        border: 1,
        borderColor: colors.border,
        bgcolor: colors.bg,
        borderRadius: 1,
      }}
    >
      <Link
        to={tileHref(buildingId, floor._id, apartment)}
        aria-label={t.tileLabel(apartment.name, lines.join(', '))}
        style={{ display: 'block', padding: '6px 8px', color: colors.text, textDecoration: 'none' }}
      >
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {apartment.name}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} variant="caption" component="span" sx={{ display: 'block' }}>
            {line}
          </Typography>
        ))}
      </Link>
      {!readOnly && !occupied(apartment) && (
        <IconButton
          size="small"
          aria-label={t.deleteApartment(apartment.name)}
          onClick={() => onDelete(floor, apartment)}
          sx={{ position: 'absolute', top: 0, right: 0, p: 0.25, fontSize: 14 }}
        >
          ×
        </IconButton>
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
