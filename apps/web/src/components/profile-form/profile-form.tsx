// The company profile form (docs/reference/profile.md 'Fields' and 'Rules'): one form for both company types;
// the type picks which fields are required (docs/reference/profile.md 'Rules'). The same schema as the
// server's checks it. Only the save that turns an incomplete profile into a complete one
// (docs/reference/profile.md 'Statuses': company name and type present, not 'N/A') shows 'Profile update
// Complete.' and the 'Session Completed' dialog, which signs the owner out; every later save keeps them
// signed in and says 'Save data Successful.' (docs/reference/profile.md 'Rules').
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/envelope';
import { isProfileComplete, NOT_AVAILABLE } from '@tradebook/domain/profile/profile-complete';
import {
  PROFILE_MESSAGES,
  requiredProfileFields,
  UpdateProfileSchema,
  type CompanyType,
  type ProfileTextField,
  type UpdateProfileInput,
  type UpdateProfileRequest,
} from '@tradebook/domain/profile/profile.schemas';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useBusinessCategories } from '../../lib/api/lookups/get-business-categories';
import { useStates } from '../../lib/api/lookups/get-states';
import { useProfile } from '../../lib/api/profile/get-profile';
import type { Profile } from '@tradebook/domain/profile/profile-answer.schemas';
import { useUpdateProfile } from '../../lib/api/profile/update-profile';
import { useBusinessCountryCode, withPhoneChecks } from '../../lib/phone-numbers';
import { addressLabels } from '../../lib/address-labels';
import { LogoPicker } from './logo-picker';
import { SessionCompletedDialog } from './session-completed-dialog';

// Mantine keeps a closed list in the page, labelled like its input; unmounting it leaves one element per
// label, so getByLabel (tests, assistive tools) finds just the input.
const CLOSED_LIST_UNMOUNTED = { keepMounted: false } as const;

/** The toast of a save that does not complete the profile (docs/reference/profile.md 'Messages''s settings
 * saves). */
export const PROFILE_RESAVED_MESSAGE = 'Save data Successful.';

export function ProfileForm({ companyType }: { companyType: CompanyType }) {
  const profile = useProfile();
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
  if (!profile.data) {
    return (
      <Center h={160}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <ProfileFields key={companyType} profile={profile.data} companyType={companyType} />;
}

const known = (value: string | null | undefined) => (value && value !== NOT_AVAILABLE ? value : '');

function defaultsOf(profile: Profile, companyType: CompanyType): UpdateProfileInput {
  const address = profile.address_details;
  return {
    fullname: known(profile.fullname),
    business_category_id: profile.business_category_id ? String(profile.business_category_id) : '',
    postal_address: known(address?.postal_address),
    street2: known(address?.street2),
    state: known(address?.state),
    zip: known(address?.zip),
    city: known(address?.city),
    phone1: known(address?.phone1),
    mobile: known(address?.phone2),
    website: known(address?.website),
    companyname: known(profile.company_name),
    companytype: companyType,
  };
}

function ProfileFields({ profile, companyType }: { profile: Profile; companyType: CompanyType }) {
  const update = useUpdateProfile();
  const categories = useBusinessCategories();
  const states = useStates(profile.country_id);
  const [logo, setLogo] = useState<Blob | null>(null);
  const [sessionCompleted, setSessionCompleted] = useState(false);
  const countryCode = useBusinessCountryCode();
  const place = addressLabels(countryCode);
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileRequest>({
    resolver: withPhoneChecks(zodResolver(UpdateProfileSchema), ['phone1', 'mobile'], countryCode),
    defaultValues: defaultsOf(profile, companyType),
  });
  const { errors } = form.formState;
  const required = new Set<ProfileTextField>(requiredProfileFields(companyType));

  useEffect(() => {
    if (states.isError) notifyError(GENERIC_ERROR_MESSAGE);
  }, [states.isError]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const wasComplete = isProfileComplete(profile);
      try {
        const { image: _image, is_logo: _isLogo, ...fields } = values;
        const saved = await update.mutateAsync({ profile: fields, logo });
        const completed = !wasComplete && isProfileComplete(saved.profile);
        notifySuccess(completed ? PROFILE_MESSAGES.saved : PROFILE_RESAVED_MESSAGE);
        if (completed) setSessionCompleted(true);
      } catch (error) {
        notifyError(errorMessage(error));
      }
    },
    () => notifyError(PROFILE_MESSAGES.fillRequired),
  );

  const text = (
    name: ProfileTextField | 'fullname' | 'website' | 'city',
    label: string,
    autoComplete?: string,
  ) => (
    <TextInput
      label={label}
      autoComplete={autoComplete}
      withAsterisk={required.has(name as ProfileTextField)}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const currentState = String(form.getValues('state') ?? '');
  const stateNames = (states.data ?? []).map((state) => state.name);
  if (currentState && !stateNames.includes(currentState)) stateNames.unshift(currentState);
  const freeTextState = states.isError || (states.isSuccess && states.data.length === 0);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <LogoPicker currentUrl={profile.is_logo === 'Y' ? profile.logourl : undefined} onChange={setLogo} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('companyname', 'Company name', 'organization')}
          <Controller
            control={form.control}
            name="business_category_id"
            render={({ field }) => (
              <Select
                comboboxProps={CLOSED_LIST_UNMOUNTED}
                label="Business category"
                placeholder="Choose a category"
                data={categoryOptions}
                searchable
                nothingFoundMessage="No category found"
                withAsterisk
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={errors.business_category_id?.message}
              />
            )}
          />
          {text('fullname', 'Full name', 'name')}
          {text('mobile', 'Mobile number', 'tel')}
          {text('phone1', 'Phone number', 'tel')}
          {text('website', 'Website', 'url')}
          {text('postal_address', 'Postal address', 'address-line1')}
          {text('street2', 'Street name', 'address-line2')}
          {freeTextState ? (
            text('state', place.state, 'address-level1')
          ) : (
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  comboboxProps={CLOSED_LIST_UNMOUNTED}
                  label={place.state}
                  placeholder={states.isLoading ? 'Loading…' : `Choose a ${place.state.toLowerCase()}`}
                  data={stateNames}
                  searchable
                  nothingFoundMessage="No state found"
                  withAsterisk={required.has('state')}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors.state?.message}
                />
              )}
            />
          )}
          {text('zip', place.zip, 'postal-code')}
          {text('city', 'Town or city', 'address-level2')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <SessionCompletedDialog opened={sessionCompleted} />
    </form>
  );
}
