import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from '#web/lib/store.ts';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useScrollToTopOnChange } from '#web/components/layout/scroll-to-top.ts';
import { discardDraft, flushSave } from '../draft/draft-saver.ts';
import { emptyDraft, loadDraft } from '../draft/draft-store.ts';
import { completeStep, continueFromBeneficiary, goBackTo, guardStep } from '../draft/steps.ts';
import { useWizardTranslation } from '../use-wizard-translation.ts';
import { draftAtom, submitPhaseAtom, updateDraftAtom } from '../wizard.atoms.ts';
import { BeneficiaryStep } from './beneficiary-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { LaunchStep } from './launch-step.tsx';
import { Stepper } from './stepper.tsx';
import '../wizard.css';

export interface WizardUser {
  id: string;
  is_verified: boolean;
}

interface Props {
  user: WizardUser | null;
  /** Step 2, composed by the route from the auth feature: sign-up, verification, social buttons. */
  accountStep: (done: () => void, back: () => void) => ReactNode;
}

/** /fundraiser/create: the four-step wizard over a draft that survives reloads and lost networks. */
export function FundraiserWizard({ user, accountStep }: Props) {
  const { t } = useWizardTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(draftAtom);
  const update = useSetAtom(updateDraftAtom);
  const setPhase = useSetAtom(submitPhaseAtom);
  // A step is a new screen: it starts at its top, with the stepper in view (Continue is often
  // below the fold on a phone).
  const wizard = useRef<HTMLDivElement>(null);
  useScrollToTopOnChange(wizard, draft?.step);

  useEffect(() => {
    let live = true;
    void loadDraft().then((saved) => live && setDraft(saved ?? emptyDraft()));
    return () => {
      live = false;
      void flushSave();
      setDraft(null);
      setPhase({ kind: 'idle' });
    };
  }, [setDraft, setPhase]);

  // Spec §4: details need a verified user (else back to create-account); no type → home.
  const guarded = draft && guardStep(draft, user);
  useEffect(() => {
    if (guarded === 'home') void navigate({ to: '/' });
    else if (guarded && guarded !== draft) update(() => guarded);
  }, [guarded, draft, update, navigate]);

  const launched = useCallback(async () => {
    await discardDraft(draft?.photos.map((p) => p.id) ?? []);
  }, [draft]);

  if (!draft || !guarded || guarded === 'home') {
    return (
      <p className="wizard-loading" role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    <div className="wizard" ref={wizard}>
      <h1 className="visually-hidden">{t('pageTitle')}</h1>
      <Stepper current={draft.step} completed={draft.completed} />
      <div className="onboarding-card">
        {draft.step === 'select-beneficiary' && (
          <BeneficiaryStep
            selected={draft.type}
            onSelect={(type) => update((d) => ({ ...d, type }))}
            onContinue={() => update((d) => continueFromBeneficiary(d, user))}
          />
        )}
        {draft.step === 'create-account' &&
          accountStep(
            () => update((d) => completeStep(d, 'create-account')),
            () => update((d) => goBackTo(d, 'select-beneficiary')),
          )}
        {draft.step === 'fundraiser-details' && <DetailsStep draft={draft} userId={user?.id} />}
        {draft.step === 'launch-fundraiser' && (
          <LaunchStep
            shortCode={draft.progress?.shortCode}
            fundraiserId={draft.progress?.fundraiserId}
            onLaunched={launched}
            onStartOver={() => setDraft(emptyDraft())}
          />
        )}
      </div>
    </div>
  );
}
