// FileUpload bound to the surrounding react-hook-form: the URL goes to `name` and, when given,
// the original file name to `nameField` (e.g. cv / cv_name). A field without a name field (a
// profile image) shows the name the file was uploaded with, asked of the server, never its
// stored (random) name.
import { isPicture, type UploadFolder } from '@staffdesk/shared';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useStoredFileName } from '../lib/stored-file-name';
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
  confirmRemove?: () => Promise<boolean>;
  /** The label's required marker (the schema enforces the rule). */
  required?: boolean;
}

export function FormFileUpload({ name, nameField, ...rest }: FormFileUploadProps) {
  const { control, setValue } = useFormContext();
  const readOnly = useFieldReadOnly();
  const url: string | null | undefined = useWatch({ control, name });
  const storedName: string | undefined = useWatch({ control, name: nameField ?? name, disabled: !nameField });
  // The original name of a file uploaded on this page, when the form has no field that keeps it.
  const [justUploaded, setJustUploaded] = useState<UploadedFile | null>(null);
  const hasFile = !!url && (!rest.image || isPicture(url));
  const known =
    (nameField && storedName) || (justUploaded && justUploaded.url === url ? justUploaded.name : undefined);
  const asked = useStoredFileName(hasFile && !known ? url : null);
  // Until the server has answered, the field's label stands in for the name.
  const nameOf = () => known || asked || rest.label;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FileUpload
          {...rest}
          readOnly={readOnly}
          // Initials (length ≤ 2) stand in for a missing picture; there is no file to show.
          value={hasFile && field.value ? { url: field.value, name: nameOf() } : null}
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
