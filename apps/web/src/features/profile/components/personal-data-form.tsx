// Personal data: picture, names, read-only e-mail and company, designation, phone, extension.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import { isPicture, PROFILE_MESSAGES, type Profile, type ProfileBody, profileBody } from '@staffdesk/shared';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { FormFileUpload } from '../../../components/form-file-upload';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { useErrorToast } from '../../../lib/error-toast';
import { useSnackbar } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';

const toForm = (profile: Profile): ProfileBody => ({
  profile_image: profile.profile_image,
  first_name: profile.first_name,
  last_name: profile.last_name,
  designation: profile.designation ?? '',
  phone: profile.phone ?? '',
  extension: profile.extension ?? '',
  // Sent back so the server refuses the save (409) when the profile changed since it loaded.
  updated_at: profile.updated_at,
});

export function PersonalDataForm({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(profileBody), defaultValues: toForm(profile) });
  const image = useWatch({ control: form.control, name: 'profile_image' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { data, message } = await update.mutateAsync(body);
      enqueueSnackbar(message, { variant: 'success' });
      // The saved profile carries the new version: the next save must send that one.
      form.reset(data ? toForm(data) : body);
    } catch (error) {
      showError(error, () => onSubmit());
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2.5 }}>
          Personal details
        </Typography>
        <FormProvider {...form}>
          <Grid
            component="form"
            container
            spacing={2}
            noValidate
            onSubmit={onSubmit}
            aria-label="Personal details"
          >
            <Grid size={12}>
              <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
                {/* No picture yet: the initials stand in, as in the header. */}
                {!isPicture(image) && (
                  <InitialsAvatar
                    image={image}
                    name={`${profile.first_name} ${profile.last_name}`}
                    size={64}
                  />
                )}
                {/* An image of length ≤ 2 holds initials (spec §9): kept, but not shown as a picture.
                    A stored picture is named as it was uploaded, not by its stored file name. */}
                <FormFileUpload
                  name="profile_image"
                  label="Profile image"
                  folderName="user"
                  image
                  errorMessage={PROFILE_MESSAGES.imageNotUploaded}
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="first_name" label="First name" required autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="last_name" label="Last name" required autoComplete="family-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="E-mail"
                value={profile.email}
                disabled
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Company"
                value={profile.company_name ?? ''}
                disabled
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                name="designation"
                label="Designation"
                required
                autoComplete="organization-title"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField name="extension" label="Extension" />
            </Grid>
            <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={update.isPending} sx={{ minWidth: 120 }}>
                Update
              </Button>
            </Grid>
          </Grid>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
