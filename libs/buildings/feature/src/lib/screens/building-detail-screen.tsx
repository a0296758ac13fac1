import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  apartmentInputSchema,
  updateFloorInputSchema,
  type BuildingDetail,
  type BuildingCategory,
  type BuildingShop,
  type Floor,
  type FloorApartment,
} from '@app/buildings-contract';
import { confirm, PageHeader, PromptDialog, toast, useDialogs, type DialogOutcome } from '@app/ui';
import { can, paths, useAuthStore, usePageTitle } from '@app/util-auth';
import { ApartmentPie } from '../components/apartment-pie';
import { BuildingForm } from '../components/building-form';
import { BuildingShops } from '../components/building-shops';
import { NewBuildingForm } from '../components/new-building-form';
import { AddCategoryDialog, CategoriesPanel } from '../components/categories-panel';
import { FloorMap } from '../components/floor-map';
import { ImageCarousel } from '../components/image-carousel';
import { ImageEditorDialog } from '../components/image-editor-dialog';
import { messages } from '../messages';
import {
  approveShop,
  createApartment,
  createFloor,
  deleteApartment,
  deleteFloor,
  linkSpecialCategory,
  rejectShop,
  renameFloor,
  unlinkSpecialCategory,
  updateBuilding,
  useApartmentStats,
  useBuilding,
  useFloors,
  usePending,
  type ChangeResult,
} from '../store/buildings-store';

const breadcrumbs = [{ label: messages.list.breadcrumb, to: paths.building }];
const MAP_QUANTITY = 500;

/** Shows a change's outcome as a toast; resolves to the refusal message, or `null`. */
function report(result: ChangeResult): string | null {
  if (result.ok) {
    toast.success(result.message, messages.successTitle);
    return null;
  }
  toast.error(result.message);
  return result.message;
}

/** A one-field dialog's outcome: the toast, then closed, or the refusal shown under the field. */
function outcome(result: ChangeResult): DialogOutcome {
  report(result);
  return result.ok ? 'close' : { refused: result.error };
}

const formOf = (b: BuildingDetail) => ({
  name: b.name,
  host: b.host,
  floorNumber: b.floorNumber,
  address: b.address,
  status: b.status as 0 | 1,
  description: b.description,
});

/** `/dashboard/building/new`: 'Tạo tòa nhà mới' (super admin), the creation form with its images. */
function NewBuilding() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={messages.detail.createTitle} breadcrumbs={breadcrumbs} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <NewBuildingForm
          onCreated={(building) => void navigate(paths.buildingDetail.replace(':id', building._id))}
        />
      </Paper>
    </>
  );
}

/**
 * `/dashboard/building/{id}`: 'Thông tin chi tiết - tòa nhà {name}': the edit form, the images
 * with their editor, the floor and apartment map, the building's shops, its custom categories
 * and the empty/active apartments pie.
 */
export function BuildingDetailScreen() {
  const { id = '' } = useParams();
  const role = useAuthStore((s) => s.user?.role);
  if (id === 'new' && can(role, 'addBuilding')) return <NewBuilding />;
  return <ExistingBuilding id={id} />;
}

function ExistingBuilding({ id }: { id: string }) {
  const dialogs = useDialogs();
  const building = useBuilding(id);
  const floorsQuery = useMemo(() => ({ building: id, quantity: MAP_QUANTITY }), [id]);
  const floors = useFloors(floorsQuery);
  const stats = useApartmentStats(id);
  const pending = usePending();
  const detail = building.data?.data;
  usePageTitle(detail?.name);
  const mapFloors = floors.data?.data ?? [];

  const mapActions = {
    addFloor: () =>
      void dialogs.open(PromptDialog, {
        title: messages.map.addFloor,
        label: messages.map.floorName,
        schema: updateFloorInputSchema.shape.name,
        submit: async (name) => outcome(await createFloor({ name, building: id })),
      }),
    renameFloor: (floor: Floor) =>
      void dialogs.open(PromptDialog, {
        title: messages.map.renameFloor,
        label: messages.map.floorName,
        initial: floor.name,
        schema: updateFloorInputSchema.shape.name,
        submit: async (name) => outcome(await renameFloor(floor._id, name)),
      }),
    deleteFloor: async (floor: Floor) => {
      if (await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))
        report(await deleteFloor(floor._id));
    },
    addApartment: (floor: Floor) =>
      void dialogs.open(PromptDialog, {
        title: `${messages.map.addApartment} - ${floor.name}`,
        label: messages.map.apartmentName,
        schema: apartmentInputSchema.shape.name,
        submit: async (name) =>
          outcome(await createApartment({ name, building: id, floor: floor._id })),
      }),
    deleteApartment: async (_floor: Floor, apartment: FloorApartment) => {
      if (await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))
        report(await deleteApartment(apartment._id));
    },
  };

  if (building.error && !detail)
    return (
      <>
        <PageHeader title={messages.detail.unknownTitle} breadcrumbs={breadcrumbs} />
        <Alert severity="error">{building.error.message}</Alert>
      </>
    );
  if (!detail) return <PageHeader title={messages.detail.title('…')} breadcrumbs={breadcrumbs} />;

  const removeShop = async (shop: BuildingShop) => {
    if (await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))
      report(await rejectShop(id, shop._id));
  };
  const removeCategory = async (category: BuildingCategory) => {
    if (await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))
      report(await unlinkSpecialCategory(id, category._id));
  };

  return (
    <>
      <PageHeader
        title={messages.detail.title(detail.name)}
        breadcrumbs={[...breadcrumbs, { label: detail.name }]}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={messages.form.title}
            >
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {messages.form.title}
              </Typography>
              <BuildingForm
                initial={formOf(detail)}
                onSubmit={async (values) => {
                  const result = await updateBuilding(id, values);
                  report(result);
                  return result;
                }}
              />
            </Paper>
            <FloorMap buildingId={id} floors={mapFloors} {...mapActions} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <ImageCarousel
              images={detail.images}
              onEdit={() =>
                void dialogs.open(ImageEditorDialog, { buildingId: id, images: detail.images })
              }
            />
            <ApartmentPie stats={stats.data?.data} />
            <BuildingShops
              pending={detail.pendingShops}
              active={detail.activeShops}
              busy={pending}
              onApprove={(shop) => void approveShop(id, shop._id).then(report)}
              onRemove={(shop) => void removeShop(shop)}
            />
            <CategoriesPanel
              categories={detail.specialCategories}
              onAdd={() =>
                void dialogs.open(AddCategoryDialog, {
                  linked: detail.specialCategories.map((c) => c._id),
                  save: async (categoryId) => report(await linkSpecialCategory(id, categoryId)),
                })
              }
              onRemove={(category) => void removeCategory(category)}
            />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
