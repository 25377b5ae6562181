import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from '#web/lib/store.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { WizardAccount } from '#web/features/auth/components/wizard-account.tsx';
import { FundraiserWizard } from '#web/features/fundraiser-wizard/components/fundraiser-wizard.tsx';

export const Route = createFileRoute('/_site/fundraiser/create')({ component: Page });

// The route composes the wizard with the auth feature's account step (features never import
// each other).
function Page() {
  const user = useAtomValue(userAtom);
  return <FundraiserWizard user={user} accountStep={(done, back) => <WizardAccount onDone={done} onBack={back} />} />;
}
