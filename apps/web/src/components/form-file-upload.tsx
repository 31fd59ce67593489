// FileUpload bound to the surrounding react-hook-form: the URL goes to `name` and, when given,
// the original file name to `nameField` (e.g. cv / cv_name).
import { isPicture, type UploadFolder } from '@staffdesk/shared';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FileUpload, type UploadedFile } from './file-upload';
import { useFieldReadOnly } from './form-mode';

export interface FormFileUploadProps {
  name: string;
  nameField?: string;
  label: string;
  folderName: UploadFolder;
  errorMessage: string;
  image?: boolean;
  accept?: string;
}

/** The last path segment of a URL, for files stored without their original name. */
const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);

export function FormFileUpload({ name, nameField, ...rest }: FormFileUploadProps) {
  const { control, watch, setValue } = useFormContext();
  const readOnly = useFieldReadOnly();
  const storedName: string | undefined = nameField ? watch(nameField) : undefined;
  // The original name of a file uploaded on this page, when the form has no field that keeps it.
  const [justUploaded, setJustUploaded] = useState<UploadedFile | null>(null);
  const nameOf = (url: string) =>
    storedName || (justUploaded?.url === url ? justUploaded.name : undefined) || fileNameOf(url);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FileUpload
          {...rest}
          readOnly={readOnly}
          // Initials (length ≤ 2) stand in for a missing picture; there is no file to show.
          value={
            field.value && (!rest.image || isPicture(field.value))
              ? { url: field.value, name: nameOf(field.value) }
              : null
          }
          onChange={(file) => {
            setJustUploaded(file);
            field.onChange(file?.url ?? null);
            if (nameField) setValue(nameField, file?.name ?? null, { shouldDirty: true });
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
