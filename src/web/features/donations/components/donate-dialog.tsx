import { useId } from 'react';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { DonateFlow, type FlowProps } from './donate-flow.tsx';

/**
 * The donation sheet over the fundraiser's page, without a page load: a modal <dialog> (the
 * browser keeps the focus inside it and the page behind it inert), a bottom sheet on phones and
 * centred on wide screens. Escape, the back gesture, the close button and a tap on the backdrop
 * close it; `onClose` runs after, so the caller hands the focus back to Donate.
 */
export function DonateDialog({ onClose, ...flow }: FlowProps & { onClose: () => void }) {
  const { t } = useDonateTranslation();
  const titleId = useId();
  return (
    <ModalDialog className="donate-dialog" labelledBy={titleId} onClose={onClose}>
      <div className="donate-dialog-body">
        <header className="donate-dialog-head">
          <h2 id={titleId}>{t('sheetTitle', { title: flow.fundraiser.title })}</h2>
          <button type="button" className="donate-dialog-close" aria-label={t('close')} data-dialog-close>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <DonateFlow {...flow} />
      </div>
    </ModalDialog>
  );
}
