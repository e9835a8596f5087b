import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { countryOptions } from '../../../shared/forms/countries';
import { ANNUAL_SHIPMENTS } from '../../../shared/forms/schemas';
import { t } from '../../../shared/i18n/use-translate';
import { SelectField, TextField, fieldOf } from './fields';

interface PersonFieldsProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  prefix: string;
  /** 'E-mail' on contact and press forms, 'Work Email' on the business forms. */
  emailLabel: 'E-mail' | 'Work Email';
  phone?: boolean;
  jobTitle?: boolean;
  country?: boolean;
  annualShipments?: boolean;
}

/** The contact fields the lead forms share, labelled with the spec's words. */
export function PersonFields<T extends FieldValues, Out>({
  form,
  prefix,
  emailLabel,
  phone = false,
  jobTitle = false,
  country = true,
  annualShipments = false,
}: PersonFieldsProps<T, Out>) {
  const field = fieldOf(form, prefix);
  const countries = useMemo(() => countryOptions().map((c) => ({ value: c.code, label: c.name })), []);
  return (
    <>
      <div className="form__row">
        <TextField {...field('firstName')} label={t('First Name')} required autoComplete="given-name" />
        <TextField {...field('lastName')} label={t('Last Name')} required autoComplete="family-name" />
      </div>
      <TextField {...field('companyName')} label={t('Company Name')} required autoComplete="organization" />
      {jobTitle ? <TextField {...field('jobTitle')} label={t('Job Title')} autoComplete="organization-title" /> : null}
      <TextField {...field('email')} label={t(emailLabel)} required type="email" autoComplete="email" />
      {country ? (
        <SelectField {...field('country')} label={t('Country')} required options={countries} placeholder={t('Choose a country')} />
      ) : null}
      {phone ? (
        <TextField
          {...field('phone')}
          label={t('Business Phone')}
          required
          type="tel"
          autoComplete="tel"
          hint={t('With the country code if outside the chosen country, e.g. +1 562 555 0140')}
        />
      ) : null}
      {annualShipments ? (
        <SelectField
          {...field('annualShipments')}
          label={t('Annual International Freight Shipments')}
          required
          options={ANNUAL_SHIPMENTS.map((value) => ({ value, label: value === 'More than 200' ? t('More than 200') : value }))}
          placeholder={t('Choose a range')}
        />
      ) : null}
    </>
  );
}
