// FileUpload bound to the surrounding react-hook-form: the URL goes to `name` and, when given,
// the original file name to `nameField` (e.g. cv / cv_name).
import { isPicture, type UploadFolder } from '@staffdesk/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { FileUpload } from './file-upload';
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
  const originalName: string | undefined = nameField ? watch(nameField) : undefined;
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
              ? { url: field.value, name: originalName || fileNameOf(field.value) }
              : null
          }
          onChange={(file) => {
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
