import { useCallback, useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from '#web/lib/store.ts';
import { emptyOfferDraft, loadOfferDraft } from '../draft/offer-draft-store.ts';
import type { OfferPhoto, OfferValues } from '../draft/offer-draft.types.ts';
import { useOfferSubmission } from '../hooks/use-offer-submission.ts';
import { offerDraftAtom, offerPhaseAtom, offerUploadProgressAtom, updateOfferDraftAtom } from '../item-offer.atoms.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';
import { OfferForm, type OfferPhotosProps } from './offer-form.tsx';
import { OfferPosted } from './offer-posted.tsx';

export interface OfferAccount {
  id: string;
  verified: boolean;
}

interface Props {
  /** The signed-in account, or null for a guest (who may fill the form, then signs in to post). */
  account: OfferAccount | null;
  /** The photo widget; the route composes the wizard's picker here. */
  renderPhotos?: (props: OfferPhotosProps) => ReactNode;
}

/** /donate?type=items: the offer form, kept as a draft on this phone until it is posted. */
export function ItemOffer({ account, renderPhotos }: Props) {
  const { t } = useOfferTranslation();
  const draft = useAtomValue(offerDraftAtom);
  const setDraft = useSetAtom(offerDraftAtom);
  const update = useSetAtom(updateOfferDraftAtom);
  const phase = useAtomValue(offerPhaseAtom);
  const progress = useAtomValue(offerUploadProgressAtom);
  const userId = account?.verified ? account.id : undefined;
  const { submit, posted, failure, startOver } = useOfferSubmission(userId, draft !== null);

  useEffect(() => {
    let live = true;
    void loadOfferDraft().then((saved) => live && setDraft(saved ?? emptyOfferDraft()));
    return () => {
      live = false;
      setDraft(null);
    };
  }, [setDraft]);

  const onValues = useCallback((values: OfferValues) => update((d) => ({ ...d, values })), [update]);
  const onPhotos = useCallback((photos: OfferPhoto[]) => update((d) => ({ ...d, photos })), [update]);

  if (posted) return <OfferPosted posted={posted} onAnother={startOver} />;
  return (
    <section className="page item-offer" aria-labelledby="item-offer-title">
      <h1 id="item-offer-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p className="muted">{t('savedNote')}</p>
      {draft ? (
        <OfferForm
          // A fresh draft (after posting) starts a fresh form.
          key={draft.createKey}
          draft={draft}
          account={account}
          phase={phase}
          failure={failure}
          progress={progress}
          onValues={onValues}
          onPhotos={onPhotos}
          onSubmit={() => void submit()}
          renderPhotos={renderPhotos}
        />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
