import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  defaultOptions,
  MAX_PRODUCT_IMAGES,
  productsMessages,
  sampleProductInputSchema,
  type CategoryOption,
  type SampleProduct,
  type SampleProductInput,
} from '@app/products-contract';
import { modalPaper, useUnsavedChangesGuard, type DialogProps } from '@app/ui';
import { RichTextEditor } from '@app/ui/rich-text';
import { formatMoney } from '@app/util-format';
import { uploadProductImage } from '../api/products-api';
import { messages } from '../messages';
import { useActiveCategories } from '../store/products-store';

export interface SampleProductPayload {
  /** The product to edit; none for a new one. */
  product?: SampleProduct;
  /** Saves the form: `null` closes the dialog, a message is shown at the top of the form. */
  submit: (input: SampleProductInput) => Promise<string | null>;
}

const m = messages.form;
type FormValues = {
  code: string;
  barcode: string;
  name: string;
  categories: string[];
  stockPrice: number;
  price: number;
  salePrice: number;
  allowCredit: boolean;
  images: string[];
  options: { name: string; quantity: number }[];
  description: string;
};

/** The server's refusals that name one field of the form: shown under that field. */
const fieldOfRefusal: Partial<Record<string, 'code' | 'barcode' | 'categories' | 'salePrice'>> = {
  [productsMessages.codeTaken]: 'code',
  [productsMessages.barcodeTaken]: 'barcode',
  [productsMessages.categoryUnknown]: 'categories',
  [productsMessages.salePriceAbovePrice]: 'salePrice',
};

const valuesOf = (p?: SampleProduct): FormValues => ({
  code: p?.code ?? '',
  barcode: p?.barcode ?? '',
  name: p?.name ?? '',
  categories: p?.categories.map((c) => c._id) ?? [],
  stockPrice: p?.stockPrice ?? 0,
  price: p?.price ?? 0,
  salePrice: p?.salePrice ?? 0,
  allowCredit: p?.allowCredit ?? false,
  images: p?.images ?? [],
  options: p?.options.length ? p.options : defaultOptions(),
  description: p?.description ?? '',
});

/**
 * The sample product form of spec 001 section 3: code, barcode, name, categories (the active
 * product categories), stock price, price, sale price, credit, images, options (starting with
 * 'Mặc định' of quantity 0) and description, validated by the contract's schema (the server checks
 * it again, and the uniqueness of code and barcode).
 */
export function SampleProductDialog({
  open,
  payload: { product, submit },
  onClose,
}: DialogProps<SampleProductPayload, true>) {
  const categories = useActiveCategories();
  const categoryOptions: CategoryOption[] = categories.data?.data ?? [];
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({
    resolver: zodResolver(sampleProductInputSchema) as never,
    defaultValues: valuesOf(product),
  });
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const guard = useUnsavedChangesGuard(isDirty);
  const cancel = async () => {
    if (await guard.confirmDiscard()) onClose();
  };
  const options = useFieldArray({ control, name: 'options' });
  const images = watch('images');

  const save = handleSubmit(async (values) => {
    setRefusal(null);
    const message = await submit(values as SampleProductInput);
    if (message === null) {
      guard.release();
      return onClose(true);
    }
    const field = fieldOfRefusal[message];
    if (field) setError(field, { message }, { shouldFocus: true });
    else setRefusal(message);
  });

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      const added: string[] = [];
      for (const file of Array.from(files).slice(0, MAX_PRODUCT_IMAGES - images.length)) {
        added.push((await uploadProductImage(file)).url);
      }
      setValue('images', [...images, ...added], { shouldValidate: true });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const prices = watch(['stockPrice', 'price', 'salePrice']);
  const money = (name: 'stockPrice' | 'price' | 'salePrice', i: number) => (
    <TextField
      {...register(name, { setValueAs: (v) => (v === '' ? Number.NaN : Number(v)) })}
      label={m[name]}
      type="number"
      fullWidth
      margin="dense"
      required={name === 'price'}
      error={Boolean(errors[name])}
      // The amount as the lists show it (1.250.000 ₫), under the plain number being typed.
      helperText={
        errors[name]?.message ??
        (Number.isInteger(prices[i]) && prices[i] >= 0 ? formatMoney(prices[i]) : ' ')
      }
      slotProps={{ htmlInput: { min: 0, step: 1000 } }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={() => void cancel()}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.form } }}
      aria-labelledby="sample-product-title"
    >
      <form noValidate onSubmit={save}>
        <DialogTitle id="sample-product-title">{product ? m.editTitle : m.createTitle}</DialogTitle>
        <DialogContent>
          {refusal && (
            <FormHelperText error role="alert" sx={{ mb: 1 }}>
              {refusal}
            </FormHelperText>
          )}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('code')}
                label={m.code}
                fullWidth
                required
                autoFocus
                margin="dense"
                error={Boolean(errors.code)}
                helperText={errors.code?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('barcode')}
                label={m.barcode}
                fullWidth
                margin="dense"
                error={Boolean(errors.barcode)}
                helperText={errors.barcode?.message}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                {...register('name')}
                label={m.name}
                fullWidth
                required
                margin="dense"
                error={Boolean(errors.name)}
                helperText={errors.name?.message}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="categories"
                render={({ field }) => (
                  <Autocomplete
                    multiple
                    options={categoryOptions.map((c) => c._id)}
                    getOptionLabel={(id) =>
                      categoryOptions.find((c) => c._id === id)?.name ??
                      product?.categories.find((c) => c._id === id)?.name ??
                      id
                    }
                    value={field.value}
                    onChange={(_, value) => field.onChange(value)}
                    loading={categories.loading}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={m.categories}
                        margin="dense"
                        error={Boolean(errors.categories)}
                        helperText={errors.categories?.message}
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{money('stockPrice', 0)}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{money('price', 1)}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{money('salePrice', 2)}</Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="allowCredit"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label={m.allowCredit}
                  />
                )}
              />
            </Grid>
          </Grid>

          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {m.images}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
            {images.map((src, i) => (
              <Stack key={`${src}-${i}`} spacing={0.5} sx={{ alignItems: 'center' }}>
                <img src={src} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
                <Button
                  size="small"
                  onClick={() =>
                    setValue(
                      'images',
                      images.filter((_, j) => j !== i),
                      { shouldValidate: true },
                    )
                  }
                >
                  {m.removeImage}
                </Button>
              </Stack>
            ))}
            {images.length < MAX_PRODUCT_IMAGES && (
              <Button component="label" variant="outlined" size="small" loading={uploading}>
                {m.addImage}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  multiple
                  onChange={(e) => void upload(e.target.files)}
                />
              </Button>
            )}
          </Stack>
          {errors.images && <FormHelperText error>{errors.images.message}</FormHelperText>}

          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {m.options}
          </Typography>
          {options.fields.map((field, i) => (
            <Stack
              key={field.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
              role="group"
              aria-label={`${m.options} ${i + 1}`}
            >
              <TextField
                {...register(`options.${i}.name`)}
                label={m.optionName}
                margin="dense"
                sx={{ flex: 2 }}
                error={Boolean(errors.options?.[i]?.name)}
                helperText={errors.options?.[i]?.name?.message}
              />
              <TextField
                {...register(`options.${i}.quantity`, {
                  setValueAs: (v) => (v === '' ? Number.NaN : Number(v)),
                })}
                label={m.optionQuantity}
                type="number"
                margin="dense"
                sx={{ flex: 1 }}
                error={Boolean(errors.options?.[i]?.quantity)}
                helperText={errors.options?.[i]?.quantity?.message}
                slotProps={{ htmlInput: { min: 0 } }}
              />
              <Button
                sx={{ mt: 2 }}
                disabled={options.fields.length <= 1}
                onClick={() => options.remove(i)}
                aria-label={`${m.removeOption} ${i + 1}`}
              >
                {m.removeOption}
              </Button>
            </Stack>
          ))}
          {(errors.options?.message || errors.options?.root?.message) && (
            <FormHelperText error>
              {errors.options?.message ?? errors.options?.root?.message}
            </FormHelperText>
          )}
          <Button size="small" onClick={() => options.append({ name: '', quantity: 0 })}>
            {m.addOption}
          </Button>

          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{m.description}</Typography>
            {/* The description is HTML (the residents' app shows it as such): edited as rich text. */}
            <RichTextEditor
              label={m.description}
              initialHtml={product?.description}
              onChange={({ html, empty }) =>
                setValue('description', empty ? '' : html, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
              uploadImage={async (file) => (await uploadProductImage(file)).url}
              onUploadError={setRefusal}
              error={Boolean(errors.description)}
            />
            {errors.description && (
              <FormHelperText error>{errors.description.message}</FormHelperText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void cancel()}>{m.cancel}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {m.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
