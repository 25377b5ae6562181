import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewView } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveDetails } from '../api/owner-actions.ts';
import { useStartupIds } from '../api/startup-lookups.ts';
import { failureText, toastIfMovedOn } from './failure-text.ts';
import { OwnerPhotos, type PreparePhoto } from './owner-photos.tsx';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/**
 * What the route hands in to edit the details: the wizard's details form (a feature does not import
 * another; the route composes them). Its props are the wizard form's, minus the draft saving.
 */
export interface StoryFormProps {
  slug: string;
  values: Record<string, string>;
  photos: ReactNode;
  photoCount: number;
  onSubmit: (parsed: Record<string, unknown>) => Promise<void>;
  serverErrors?: FieldErrors;
  busy?: boolean;
  submitLabel: string;
}

export interface EditTools {
  StoryForm: ComponentType<StoryFormProps>;
  preparePhoto?: PreparePhoto;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The review's details as the form's inputs hold them (API field names, text). */
function formValues(review: Review, ids: Record<string, string>): Record<string, string> {
  const d = review.detail;
  return {
    fundraiser_title: text(d?.fundraiser_title),
    fundraiser_details: text(d?.fundraiser_details),
    fundraiser_goal: text(d?.fundraiser_goal),
    currency: review.fundraiser.currency,
    startup_name: text(d?.startup_name),
    business_description: text(d?.business_description),
    location: text(d?.location),
    website: text(d?.website),
    social_media: text(d?.social_media),
    organisation_name: text(d?.organisation_name),
    registration_number: text(d?.registration_number),
    mission: text(d?.mission),
    // Who the money is for (D-170): an edit keeps the answer rather than falling back to 'Me'.
    beneficiary: d?.beneficiary_name ? 'someone_else' : 'me',
    beneficiary_name: text(d?.beneficiary_name),
    beneficiary_relationship: text(d?.beneficiary_relationship),
    ...ids,
  };
}

interface EditFundraiserProps {
  review: Review;
  tools: EditTools;
  disabled: boolean;
  onDone: () => void;
}

/**
 * Change the story, goal and photos, saved through the type's details call: freely while Pending
 * Review; while live (D-175, D-176) photos are added but not removed, the goal stays at least what
 * has been raised and the currency as it is (the server holds all three), and the page is dated.
 */
export function EditFundraiser({ review, tools, disabled, onDone }: EditFundraiserProps) {
  const { t } = useTranslation();
  const { id, short_code, fundraising_category, status } = review.fundraiser;
  const live = status === 'live';
  const save = useSaveDetails(short_code, id, fundraising_category.slug);
  const ids = useStartupIds(review.detail, fundraising_category.slug === 'startup');
  const { StoryForm } = tools;
  const fieldErrors = save.isError ? errorBody(save.error).errors : undefined;

  const photos = (
    <OwnerPhotos
      shortCode={short_code}
      fundraiserId={id}
      images={review.images}
      disabled={disabled}
      canRemove={!live}
      preparePhoto={tools.preparePhoto}
    />
  );
  const onSubmit = async (parsed: Record<string, unknown>) => {
    try {
      await save.mutateAsync(parsed);
      toast('success', t('preview.editSaved'));
      onDone();
    } catch (err) {
      // Shown below (and on the fields); every typed value stays for another try.
      toastIfMovedOn(err);
    }
  };

  return (
    <section className="owner-edit" aria-labelledby="owner-edit-title">
      <h2 id="owner-edit-title">{t('preview.editTitle')}</h2>
      <p className="muted">
        {live ? t('preview.editHintLive', { raised: reviewView(review).raisedText }) : t('preview.editHint')}
      </p>
      {ids === null ? (
        <p role="status">{t('preview.loading')}</p>
      ) : (
        <StoryForm
          slug={fundraising_category.slug}
          values={formValues(review, ids)}
          photos={photos}
          photoCount={review.images.length}
          onSubmit={onSubmit}
          serverErrors={fieldErrors}
          busy={save.isPending || disabled}
          submitLabel={t('preview.editSave')}
        />
      )}
      {save.isError && !fieldErrors && (
        <p className="field-error" role="alert">
          {failureText(save.error)} {t('preview.saveRetry')}
        </p>
      )}
      <button type="button" className="link-button" onClick={onDone}>
        {t('preview.editCancel')}
      </button>
    </section>
  );
}
