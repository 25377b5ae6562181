import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from '#web/lib/store.ts';
import { toast } from '#web/lib/toast.ts';
import { loadOfferDraft } from '../draft/offer-draft-store.ts';
import { useOfferSubmission } from '../hooks/use-offer-submission.ts';
import { offerDraftAtom } from '../item-offer.atoms.ts';
import { useOfferTranslation } from '../use-offer-translation.ts';

/**
 * An offer left posting, carried on from whatever screen is open: at once when the app starts
 * online, or when the connection returns. The same keys as on its own page, so it is posted once
 * whichever of the two gets there first.
 */
export default function OfferResumer({ userId }: { userId: string }) {
  const { t } = useOfferTranslation();
  const draft = useAtomValue(offerDraftAtom);
  const setDraft = useSetAtom(offerDraftAtom);
  const { posted } = useOfferSubmission(userId, draft !== null);

  useEffect(() => {
    let live = true;
    void loadOfferDraft().then((saved) => live && saved?.submitting && setDraft(saved));
    return () => {
      live = false;
    };
  }, [setDraft]);

  useEffect(() => {
    if (posted) toast('success', t('postedLater'));
  }, [posted, t]);
  return null;
}
