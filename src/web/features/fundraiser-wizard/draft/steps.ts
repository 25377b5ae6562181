import type { StepId, WizardDraft } from './draft.types.ts';

// The wizard's transitions (spec §4), as pure functions of the draft so they are tested alone.

export const STEPS: readonly { id: StepId; no: number }[] = [
  { id: 'select-beneficiary', no: 1 },
  { id: 'create-account', no: 2 },
  { id: 'fundraiser-details', no: 3 },
  { id: 'launch-fundraiser', no: 4 },
];

const numberOf = (id: StepId) => STEPS.find((s) => s.id === id)!.no;
const stamp = (draft: WizardDraft): WizardDraft => ({ ...draft, updatedAt: new Date().toISOString() });

/** Completing a step marks it done and moves to the step numbered one higher. */
export function completeStep(draft: WizardDraft, id: StepId): WizardDraft {
  const next = STEPS.find((s) => s.no === numberOf(id) + 1);
  const completed = draft.completed.includes(id) ? draft.completed : [...draft.completed, id];
  return stamp({ ...draft, completed, step: next?.id ?? id });
}

/** Going back to a step clears the completed flag of that step and of every later step. */
export function goBackTo(draft: WizardDraft, id: StepId): WizardDraft {
  const no = numberOf(id);
  return stamp({ ...draft, step: id, completed: draft.completed.filter((c) => numberOf(c) < no) });
}

export interface WizardUser {
  is_verified: boolean;
}

/**
 * Continue from select-beneficiary: a verified user skips sign-up (steps numbered 3 or lower are
 * marked complete and the flow jumps to fundraiser-details); a signed-in but unverified user goes
 * to create-account, as does a visitor.
 */
export function continueFromBeneficiary(draft: WizardDraft, user: WizardUser | null): WizardDraft {
  if (user?.is_verified) {
    const completed = STEPS.filter((s) => s.no <= 3).map((s) => s.id);
    return stamp({ ...draft, completed, step: 'fundraiser-details' });
  }
  return completeStep(draft, 'select-beneficiary');
}

/**
 * Where the wizard may show `draft.step` for this user: details (and launch) need a verified user,
 * else the wizard returns to create-account; no chosen type sends the visitor home.
 */
export function guardStep(draft: WizardDraft, user: WizardUser | null): WizardDraft | 'home' {
  if (draft.step === 'select-beneficiary') return draft;
  if (!draft.type) return 'home';
  if (draft.step !== 'create-account' && !user?.is_verified) return goBackTo(draft, 'create-account');
  return draft;
}
