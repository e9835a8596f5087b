/** The site's lead forms, each a LeadForm with the schema it shares with the endpoint. */
import { CONFIRMATION_PATHS } from '../../../shared/forms/confirmation-paths';
import { MESSAGES } from '../../../shared/forms/messages';
import {
  CONTAINER_TYPES,
  DANGEROUS_GOODS,
  DOOR_OPTIONS,
  INCOTERMS,
  TRANSIT_PREFERENCES,
  TRANSPORT_MODES,
  contactSchema,
  expertSchema,
  newsletterSchema,
  openEmissionsSchema,
  pressSchema,
  quoteSchema,
  signUpSchema,
} from '../../../shared/forms/schemas';
import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { t } from '../../../shared/i18n/use-translate';
import { ChoiceGroup, SelectField, TextAreaField, TextField, fieldOf } from './fields';
import { LeadForm } from './LeadForm';
import { PersonFields } from './PersonFields';

const options = (values: readonly DictionaryKey[]) => values.map((value) => ({ value, label: t(value) }));

export function ContactForm() {
  return (
    <LeadForm
      formType="contact"
      schema={contactSchema}
      title={t('Send us a message')}
      submitLabel={t('Send message')}
      defaultValues={{}}
      successMessage={MESSAGES.contactSent}
      failureMessage={MESSAGES.contactFailed}
    >
      {(form) => {
        const field = fieldOf(form, 'contact');
        return (
          <>
            <PersonFields form={form} prefix="contact" emailLabel="E-mail" jobTitle />
            <TextAreaField {...field('message')} label={t('Message')} required />
          </>
        );
      }}
    </LeadForm>
  );
}

export function ExpertForm() {
  return (
    <LeadForm
      formType="expert"
      schema={expertSchema}
      title={t('Book a call with an expert')}
      submitLabel={t('Talk to an expert')}
      defaultValues={{}}
      successMessage={MESSAGES.contactSent}
    >
      {(form) => (
        <>
          <PersonFields form={form} prefix="expert" emailLabel="Work Email" phone jobTitle annualShipments />
          <TextAreaField {...fieldOf(form, 'expert')('message')} label={t('What would you like to discuss?')} />
        </>
      )}
    </LeadForm>
  );
}

export function SignUpForm() {
  return (
    <LeadForm
      formType="sign-up"
      schema={signUpSchema}
      title={t('Create your account')}
      submitLabel={t('Sign up')}
      defaultValues={{}}
      confirmationPath={CONFIRMATION_PATHS['sign-up']}
    >
      {(form) => <PersonFields form={form} prefix="sign-up" emailLabel="Work Email" phone jobTitle annualShipments />}
    </LeadForm>
  );
}

export function OpenEmissionsForm() {
  return (
    <LeadForm
      formType="open-emissions"
      schema={openEmissionsSchema}
      title={t('Join Open Emissions')}
      submitLabel={t('Sign up')}
      defaultValues={{}}
      successMessage={MESSAGES.contactSent}
    >
      {(form) => <PersonFields form={form} prefix="open-emissions" emailLabel="Work Email" annualShipments />}
    </LeadForm>
  );
}

export function PressForm() {
  return (
    <LeadForm
      formType="press"
      schema={pressSchema}
      title={t('Press enquiries')}
      submitLabel={t('Send message')}
      defaultValues={{}}
      successMessage={MESSAGES.contactSent}
      failureMessage={MESSAGES.contactFailed}
    >
      {(form) => (
        <>
          <PersonFields form={form} prefix="press" emailLabel="E-mail" country={false} />
          <TextAreaField {...fieldOf(form, 'press')('message')} label={t('Message')} required />
        </>
      )}
    </LeadForm>
  );
}

export function NewsletterForm() {
  return (
    <LeadForm
      formType="newsletter"
      schema={newsletterSchema}
      title={t('Get the Global Logistics Update by email')}
      submitLabel={t('Subscribe')}
      defaultValues={{}}
      successMessage={MESSAGES.subscribed}
    >
      {(form) => <TextField {...fieldOf(form, 'newsletter')('email')} label={t('E-mail')} required type="email" autoComplete="email" />}
    </LeadForm>
  );
}

export function QuoteForm() {
  return (
    <LeadForm
      formType="quote"
      schema={quoteSchema}
      title={t('Request a freight quote')}
      submitLabel={t('Get a quote')}
      defaultValues={{ dangerousGoods: [] }}
      confirmationPath={CONFIRMATION_PATHS.quote}
    >
      {(form) => {
        const field = fieldOf(form, 'quote');
        return (
          <>
            <fieldset className="form__group">
              <legend>{t('Origin and destination')}</legend>
              <div className="form__row">
                <TextField {...field('origin')} label={t('Origin')} required hint={t('City, port or airport, and country')} />
                <TextField {...field('destination')} label={t('Destination')} required hint={t('City, port or airport, and country')} />
              </div>
              <ChoiceGroup {...field('doorOption')} label={t('Door options')} required options={options(DOOR_OPTIONS)} />
            </fieldset>
            <fieldset className="form__group">
              <legend>{t('Cargo')}</legend>
              <TextAreaField
                {...field('cargo')}
                label={t('Cargo')}
                required
                hint={t('What you ship and how it is packed, e.g. 600 cartons of camping chairs on 24 pallets')}
              />
              <div className="form__row">
                <TextField {...field('weightKg')} label={t('Weight (KG)')} required inputMode="decimal" />
                <TextField {...field('volumeCbm')} label={t('Volume (CBM)')} required inputMode="decimal" />
              </div>
              <TextField {...field('cargoValueUsd')} label={t('Estimated cargo value (USD)')} required inputMode="decimal" />
              <ChoiceGroup
                {...field('dangerousGoods')}
                label={t('Dangerous goods')}
                options={options(DANGEROUS_GOODS)}
                multiple
                hint={t('Tick any that the shipment contains')}
              />
            </fieldset>
            <fieldset className="form__group">
              <legend>{t('Shipment information')}</legend>
              <ChoiceGroup {...field('transportMode')} label={t('Transport mode')} required options={options(TRANSPORT_MODES)} />
              <div className="form__fcl-only">
                <SelectField
                  {...field('containerType')}
                  label={t('Container type')}
                  required
                  options={options(CONTAINER_TYPES)}
                  placeholder={t('Choose a container')}
                />
              </div>
              <SelectField
                {...field('incoterms')}
                label={t('International Commercial Terms')}
                required
                options={options(INCOTERMS)}
                placeholder={t('Choose Incoterms')}
              />
              <div className="form__row">
                <TextField {...field('cargoReadyDate')} label={t('Cargo ready date')} required type="date" />
                <SelectField
                  {...field('transitTime')}
                  label={t('Estimated transit time')}
                  required
                  options={options(TRANSIT_PREFERENCES)}
                  placeholder={t('Choose a preference')}
                />
              </div>
            </fieldset>
            <fieldset className="form__group">
              <legend>{t('Your details')}</legend>
              <PersonFields form={form} prefix="quote" emailLabel="Work Email" phone annualShipments />
            </fieldset>
          </>
        );
      }}
    </LeadForm>
  );
}
