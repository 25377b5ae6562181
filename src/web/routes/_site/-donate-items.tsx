import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { PhotoPicker } from '#web/features/fundraiser-wizard/components/photos/photo-picker.tsx';
import { ItemOffer } from '#web/features/item-offer/components/item-offer.tsx';
import { useAtomValue } from '#web/lib/store.ts';

// The items branch of /donate, loaded only when chosen so the donor's money flow on the
// same route never waits for the form library or the photo picker. The offer reuses the wizard's
// photo picker (PNG/JPEG, made smaller in the browser, 2 MB, five at most) composed here, since a
// feature never imports another.

export function DonateItems() {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);
  return (
    <NavigateContext value={go}>
      <ItemOffer
        account={user ? { id: user.id, verified: user.is_verified } : null}
        renderPhotos={(props) => <PhotoPicker {...props} />}
      />
    </NavigateContext>
  );
}
