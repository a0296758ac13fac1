import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  productCategoryInputSchema,
  type ProductCategory,
  type ProductCategoryInput,
} from '@app/categories-contract';
import { FormDialog, FormTextField, useGuardedFormDialog, type DialogProps } from '@app/ui';
import { messages } from '../messages';
import { CategoryNameField } from './category-name-field';
import { uploadImage } from '../store/categories-store';

export interface ProductCategoryDialogPayload {
  /** The category edited, or null for a new one. */
  category: ProductCategory | null;
  /** The parent a new one starts under. */
  parent?: string | null;
  /** The parents it may choose (the edited one and its descendants left out). */
  parents: { _id: string; label: string }[];
  /** Saves the form: `null` closes the dialog, a message is shown under the name. */
  submit: (input: ProductCategoryInput) => Promise<string | null>;
}

type FormValues = { name: string; description: string; image: string; parent: string };
const toOption = (p: { _id: string; label: string }) => ({ value: p._id, label: p.label });

/** The create and edit form (name, description, image upload, parent), validated by the contract. */
export function ProductCategoryDialog({
  open,
  payload: { category, parent, parents, submit: save },
  onClose,
}: DialogProps<ProductCategoryDialogPayload, string>) {
  const m = messages.categoryDialog;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, ProductCategoryInput>({
    resolver: zodResolver(productCategoryInputSchema) as never,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
      parent: category?.parent ?? parent ?? '',
    },
  });
  const { control, setValue } = form;
  const { errors } = form.formState;
  const image = form.watch('image');
  // Closing or leaving with unsaved changes asks first (issue 25, item 27).
  const dialog = useGuardedFormDialog({ open, onClose }, form, async (input, close) => {
    const refusal = await save(input);
    if (refusal === null) close(input.name);
    else form.setError('name', { message: refusal });
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadImage(file);
      setValue('image', uploaded.url, { shouldDirty: true });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormDialog
      {...dialog}
      title={category ? m.editTitle : m.createTitle}
      submitDisabled={uploading}
    >
      <CategoryNameField control={control} />
      <FormTextField
        control={control}
        name="description"
        label={m.description}
        fullWidth
        multiline
        minRows={2}
        margin="dense"
      />
      <FormTextField
        control={control}
        name="parent"
        label={m.parent}
        fullWidth
        margin="dense"
        options={parents.map(toOption)}
        emptyLabel={m.noParent}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1.5 }}>
        <Avatar
          variant="rounded"
          src={image || undefined}
          alt={m.image}
          sx={{ width: 56, height: 56 }}
        />
        <Button component="label" variant="outlined" loading={uploading}>
          {m.upload}
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label={m.upload}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Button>
        {image ? (
          <Button color="error" onClick={() => setValue('image', '', { shouldDirty: true })}>
            {m.removeImage}
          </Button>
        ) : null}
      </Stack>
      {uploadError || errors.image ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {uploadError ?? errors.image?.message}
        </Typography>
      ) : null}
    </FormDialog>
  );
}
