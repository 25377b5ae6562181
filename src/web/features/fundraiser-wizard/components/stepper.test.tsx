import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { Stepper } from './stepper.tsx';

// The stepper tells screen readers where the wizard is: 'Step N of 4' is a polite live region,
// present at every width, whose text changes as the wizard moves on.

const renderStepper = (current: Parameters<typeof Stepper>[0]['current']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Stepper current={current} completed={['select-beneficiary', 'create-account']} />
    </I18nextProvider>,
  );

describe('Stepper', () => {
  it('announces the step politely, and the new one when the wizard moves on', () => {
    const { rerender } = renderStepper('create-account');
    const line = screen.getByText(/^Step 2 of 4: /);
    expect(line).toHaveAttribute('aria-live', 'polite');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Stepper current="fundraiser-details" completed={['select-beneficiary', 'create-account']} />
      </I18nextProvider>,
    );
    expect(line).toHaveTextContent(/^Step 3 of 4: /);
  });

  it('marks the current step and the completed ones', () => {
    renderStepper('fundraiser-details');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items[0]).toHaveTextContent(/\(completed\)/i);
  });
});
