import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import {
  productsMessages,
  sampleProductInputSchema,
  type CategoryOption,
  type SampleProduct,
  type SampleProductInput,
} from '@app/products-contract';
import {
  FormDialog,
  FormTextField,
  FormToggleField,
  useGuardedFormDialog,
  type DialogProps,
  FormRefusal,
} from '@app/ui';
import { RichTextEditor } from '@app/ui/rich-text';
import { formatMoney } from '@app/util-format';
import { uploadProductImage } from '../api/products-api';
import { messages } from '../messages';
import { useActiveCategories } from '../store/products-store';
import {
  asNumber,
  SampleImagesField,
  SampleOptionsField,
  sampleProductValues,
  type SampleProductForm,
} from './sample-product-fields';

export interface SampleProductPayload {
  /** The product to edit; none for a new one. */
  product?: SampleProduct;
  /** Saves the form: `null` closes the dialog, a message is shown at the top of the form. */
  submit: (input: SampleProductInput) => Promise<string | null>;
}

const m = messages.form;

/** The server's refusals that name one field of the form: shown under that field. */
const fieldOfRefusal: Partial<Record<string, 'code' | 'barcode' | 'categories' | 'salePrice'>> = {
  [productsMessages.codeTaken]: 'code',
  [productsMessages.barcodeTaken]: 'barcode',
  [productsMessages.categoryUnknown]: 'categories',
  [productsMessages.salePriceAbovePrice]: 'salePrice',
};

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
  const form = useForm<SampleProductForm>({
    resolver: zodResolver(sampleProductInputSchema) as never,
    defaultValues: sampleProductValues(product),
  });
  const { register, control, watch, setValue, setError } = form;
  const { errors } = form.formState;
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const dialog = useGuardedFormDialog({ open, onClose }, form, async (values, close) => {
    setRefusal(null);
    const message = await submit(values as SampleProductInput);
    if (message === null) return close(true);
    const field = fieldOfRefusal[message];
    if (field) setError(field, { message }, { shouldFocus: true });
    else setRefusal(message);
  });

  const prices = watch(['stockPrice', 'price', 'salePrice']);
  const money = (name: 'stockPrice' | 'price' | 'salePrice', i: number) => (
    <TextField
      {...register(name, { setValueAs: asNumber })}
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

  const text = (
    name: 'code' | 'barcode' | 'name',
    props: { required?: boolean; autoFocus?: boolean } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={m[name]}
      fullWidth
      margin="dense"
      {...props}
    />
  );

  return (
    <FormDialog {...dialog} title={product ? m.editTitle : m.createTitle}>
      <FormProvider {...form}>
        <FormRefusal message={refusal} sx={{ mb: 1 }} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{text('code', { required: true, autoFocus: true })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('barcode')}</Grid>
          <Grid size={12}>{text('name', { required: true })}</Grid>
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
            <FormToggleField control={control} name="allowCredit" label={m.allowCredit} checkbox />
          </Grid>
        </Grid>

        <SampleImagesField onError={setRefusal} />
        <SampleOptionsField />

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
      </FormProvider>
    </FormDialog>
  );
}
