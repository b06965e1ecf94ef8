// The company profile form (docs/reference/profile.md 'Fields' and 'Rules'): one form for both company types;
// the type picks which fields are required (docs/reference/profile.md 'Rules'). The same schema as the
// server's checks it. Only the save that turns an incomplete profile into a complete one
// (docs/reference/profile.md 'Statuses': company name and type present, not 'N/A') shows 'Profile update
// Complete.' and the 'Session Completed' dialog, which signs the owner out; every later save keeps them
// signed in and says 'Save data Successful.' (docs/reference/profile.md 'Rules').
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGE } from '@tradebook/domain/api/answer-messages';
import { Alert, Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
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
import { errorText, serverText } from '../../lib/i18n/error-text';
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
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isError) return <Alert color="red">{errorMessage(profile.error)}</Alert>;
  if (!profile.data) {
    return (
      <Center h={160}>
        <Loader aria-label={t('form.loading')} />
      </Center>
    );
  }
  return <ProfileFields key={companyType} profile={profile.data} companyType={companyType} />;
}

/** The `profile` catalogue's key of an English address label ('ZIP code' is address_labels.zip_code). */
const addressLabelKey = (english: string) =>
  `address_labels.${english.toLowerCase().replace(/[^a-z]+/g, '_')}`;

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
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const categories = useBusinessCategories();
  const states = useStates(profile.country_id);
  const [logo, setLogo] = useState<Blob | null>(null);
  const [sessionCompleted, setSessionCompleted] = useState(false);
  const countryCode = useBusinessCountryCode();
  const englishPlace = addressLabels(countryCode);
  const place = { state: t(addressLabelKey(englishPlace.state)), zip: t(addressLabelKey(englishPlace.zip)) };
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileRequest>({
    resolver: withPhoneChecks(zodResolver(UpdateProfileSchema), ['phone1', 'mobile'], countryCode),
    defaultValues: defaultsOf(profile, companyType),
  });
  const { errors } = form.formState;
  const required = new Set<ProfileTextField>(requiredProfileFields(companyType));

  useEffect(() => {
    if (states.isError) notifyError(errorText(GENERIC_ERROR_MESSAGE, 'api.generic'));
  }, [states.isError]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const wasComplete = isProfileComplete(profile);
      try {
        const { image: _image, is_logo: _isLogo, ...fields } = values;
        const saved = await update.mutateAsync({ profile: fields, logo });
        const completed = !wasComplete && isProfileComplete(saved.profile);
        notifySuccess(completed ? serverText(PROFILE_MESSAGES.saved) : t('form.resaved'));
        if (completed) setSessionCompleted(true);
      } catch (error) {
        notifyError(errorMessage(error));
      }
    },
    () => notifyError(serverText(PROFILE_MESSAGES.fillRequired)),
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
      error={errors[name]?.message && serverText(errors[name].message)}
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
          {text('companyname', t('form.company_name'), 'organization')}
          <Controller
            control={form.control}
            name="business_category_id"
            render={({ field }) => (
              <Select
                comboboxProps={CLOSED_LIST_UNMOUNTED}
                label={t('form.business_category')}
                placeholder={t('form.choose_category')}
                data={categoryOptions}
                searchable
                nothingFoundMessage={t('form.no_category')}
                withAsterisk
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={
                  errors.business_category_id?.message && serverText(errors.business_category_id.message)
                }
              />
            )}
          />
          {text('fullname', t('form.full_name'), 'name')}
          {text('mobile', t('form.mobile'), 'tel')}
          {text('phone1', t('form.phone'), 'tel')}
          {text('website', t('form.website'), 'url')}
          {text('postal_address', t('form.postal_address'), 'address-line1')}
          {text('street2', t('form.street'), 'address-line2')}
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
                  placeholder={
                    states.isLoading
                      ? t('form.loading_list')
                      : t('form.choose_place', { place: place.state.toLowerCase() })
                  }
                  data={stateNames}
                  searchable
                  nothingFoundMessage={t('form.no_state')}
                  withAsterisk={required.has('state')}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={errors.state?.message && serverText(errors.state.message)}
                />
              )}
            />
          )}
          {text('zip', place.zip, 'postal-code')}
          {text('city', t('form.city'), 'address-level2')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
      <SessionCompletedDialog opened={sessionCompleted} />
    </form>
  );
}
