import { useCallback, useEffect, useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewIdentity } from '#shared/schemas/identity.schema.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { usePrivatePhoto } from '#web/lib/photos/use-private-photo.ts';
import { decideIdentity, identitiesQuery, identityPhoto } from '../api/identity.ts';
import { moneyKeys } from '../api/money-keys.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { DecisionControls } from './decision-controls.tsx';

/**
 * /review's identity checks (D-258), oldest first: the account's name beside the document's
 * number, both photos, and whether M-Pesa's registered name of a payout number agreed; approve, or
 * refuse with a reason the person reads. A reviewer's own check is left to another.
 */
export function ReviewIdentities({
  userId,
  onDecided,
}: {
  userId: string | undefined;
  onDecided: (said: string) => void;
}) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const client = useQueryClient();
  const queue = useQuery(identitiesQuery());
  const decided = (message: string) => {
    // The page's line for decisions takes text as it is: the server's words in the app's language.
    onDecided(translateMessage(message) ?? message);
    void client.invalidateQueries({ queryKey: moneyKeys.identities() });
  };
  return (
    <section className="money-identities" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {queue.data ? t('identity.review.titleCount', { count: queue.data.length }) : t('identity.review.title')}
      </h2>
      <p className="muted">{t('identity.review.lead')}</p>
      {queue.isPending && <p role="status">{t('identity.review.loading')}</p>}
      {queue.isError && (
        <RetryPanel message={t('identity.review.failed')} retry={t('retry')} onRetry={() => void queue.refetch()} />
      )}
      {queue.data?.length === 0 && <p>{t('identity.review.empty')}</p>}
      {queue.data && queue.data.length > 0 && (
        <ol className="money-list">
          {queue.data.map((check) => (
            <li key={check.id}>
              <IdentityCheckItem check={check} mine={check.user.id === userId} onDecided={decided} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function IdentityCheckItem({
  check,
  mine,
  onDecided,
}: {
  check: ReviewIdentity;
  mine: boolean;
  onDecided: (said: string) => void;
}) {
  const { t } = useMoneyTranslation();

  const name = check.user.name;
  return (
    <article className="money-identity-check">
      <p>
        {t('identity.review.account', {
          name,
          email: check.user.email_address,
          date: formatDateTime(check.created_at),
        })}
      </p>
      {check.document_number && (
        <p>
          <strong>
            {t('identity.review.number', {
              type: t(`identity.${check.document_type}`),
              number: check.document_number,
            })}
          </strong>
        </p>
      )}
      {check.payout_name_agrees !== null && (
        <p>{t(check.payout_name_agrees ? 'identity.review.nameAgrees' : 'identity.review.nameDiffers')}</p>
      )}
      <div className="money-identity-photos">
        <CheckPhoto id={check.id} photo="document" alt={t('identity.review.photoDocument', { name })} />
        <CheckPhoto id={check.id} photo="selfie" alt={t('identity.review.photoSelfie', { name })} />
      </div>
      {mine ? (
        <p className="muted">{t('identity.review.own')}</p>
      ) : (
        <DecisionControls
          send={(decision, reason) => decideIdentity(check.id, decision, reason)}
          onDecided={onDecided}
          words={{
            approve: t('identity.review.approve'),
            refuse: t('identity.review.refuse'),
            refuseHint: t('identity.review.refuseHint'),
            confirmRefuse: t('identity.review.confirmRefuse'),
          }}
        />
      )}
    </article>
  );
}

/** One of a check's private photos, loaded as it shows. */
function CheckPhoto({ id, photo, alt }: { id: string; photo: 'document' | 'selfie'; alt: string }) {
  const { t } = useMoneyTranslation();
  const { state, load } = usePrivatePhoto(useCallback(() => identityPhoto(id, photo), [id, photo]));
  useEffect(() => void load(), [load]);
  if (typeof state === 'object') return <img src={state.url} alt={alt} />;
  return state === 'failed' ? (
    <p className="field-error" role="alert">
      {t('identity.review.photoFailed')}
    </p>
  ) : (
    <p className="field-hint">{t('identity.review.photoLoading')}</p>
  );
}
