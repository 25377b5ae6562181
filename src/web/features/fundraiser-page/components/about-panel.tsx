import { useTranslation } from 'react-i18next';
import { detailsKindFor } from '#shared/details-kind.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { lookupName } from '#web/lib/lookup-name.ts';

type Detail = NonNullable<Review['detail']>;

/** A saved web address is shown as a link; anything else (a handle, say) as text. */
function WebValue({ value }: { value: string }) {
  const href = /^https?:\/\//i.test(value)
    ? value
    : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)
      ? `https://${value}`
      : null;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

function Facts({ rows }: { rows: [string, string | null | undefined, boolean?][] }) {
  const shown = rows.filter(([, value]) => value);
  return (
    <dl className="fp-facts">
      {shown.map(([label, value, isWeb]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{isWeb ? <WebValue value={value!} /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The startup's or organisation's own facts; the mission has the spec's empty text. */
export function AboutPanel({ slug, detail }: { slug: string; detail: Detail }) {
  const { t } = useTranslation();
  const web: [string, string | null, boolean][] = [
    [t('preview.website'), detail.website, true],
    [t('preview.socialMedia'), detail.social_media, true],
  ];
  if (detailsKindFor(slug) === 'startup')
    return (
      <>
        <Facts
          rows={[
            [t('preview.startupName'), detail.startup_name],
            [t('preview.location'), detail.location],
            [t('preview.industry'), lookupName(t, detail.industry_name)],
            [t('preview.stage'), lookupName(t, detail.stage_name)],
            [t('preview.teamSize'), lookupName(t, detail.team_size_name)],
            ...web,
          ]}
        />
        {detail.business_description && <p className="fp-text">{detail.business_description}</p>}
      </>
    );
  return (
    <>
      <Facts
        rows={[
          [t('preview.organisationName'), detail.organisation_name],
          [t('preview.registrationNumber'), detail.registration_number],
          ...web,
        ]}
      />
      <h3>{t('preview.mission')}</h3>
      <p className="fp-text">{detail.mission || t('preview.noMission')}</p>
    </>
  );
}
