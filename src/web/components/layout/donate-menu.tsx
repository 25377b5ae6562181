import { IonPopover } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The Donate dropdown with its three entries and their descriptions (spec §2). */
export function DonateMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popover = useRef<HTMLIonPopoverElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="nav-link"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(e) => {
          popover.current!.event = e.nativeEvent;
          setOpen(true);
        }}
      >
        {t('nav.donate')} <span aria-hidden="true">▾</span>
      </button>
      <IonPopover ref={popover} isOpen={open} onDidDismiss={close} className="menu-popover">
        <ul className="menu-list" role="menu" aria-label={t('nav.donate')}>
          <li role="none">
            <Link role="menuitem" to="/donate" search={{ type: 'fundraiser' }} onClick={close}>
              <strong>{t('nav.donateFundraiser')}</strong>
              <span>{t('nav.donateFundraiserText')}</span>
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/donate" search={{ type: 'items' }} onClick={close}>
              <strong>{t('nav.donateItems')}</strong>
              <span>{t('nav.donateItemsText')}</span>
            </Link>
          </li>
          <li role="none">
            {/* docs/product-decisions.md: 'Find items for donation' opens the items view of the list. */}
            <Link role="menuitem" to="/fundraisers" search={{ view: 'items' }} onClick={close}>
              <strong>{t('nav.findItems')}</strong>
              <span>{t('nav.findItemsText')}</span>
            </Link>
          </li>
        </ul>
      </IonPopover>
    </>
  );
}
