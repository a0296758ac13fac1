import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { defaultOptions, MAX_PRODUCT_IMAGES, type SampleProduct } from '@app/products-contract';
import { uploadProductImage } from '../api/products-api';
import { messages } from '../messages';

const m = messages.form;

/** The sample product form's values (the contract's `sampleProductInputSchema` checks them). */
export type SampleProductForm = {
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

/** The form's values for `p`, or a new product's (one option 'Mặc định' of quantity 0). */
export const sampleProductValues = (p?: SampleProduct): SampleProductForm => ({
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

/** A number input's value: '' is no number (the schema says it is required). */
export const asNumber = (v: unknown) => (v === '' ? Number.NaN : Number(v));

/**
 * The images of the sample product form (up to `MAX_PRODUCT_IMAGES`), uploaded when picked; a
 * failed upload is told through `onError`.
 */
export function SampleImagesField({ onError }: { onError: (message: string) => void }) {
  const {
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<SampleProductForm>();
  const [uploading, setUploading] = useState(false);
  const images = watch('images');

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
      onError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
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
    </>
  );
}

/** The options of the sample product form: name and quantity, at least one. */
export function SampleOptionsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SampleProductForm>();
  const options = useFieldArray({ control, name: 'options' });
  return (
    <>
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
            {...register(`options.${i}.quantity`, { setValueAs: asNumber })}
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
    </>
  );
}
