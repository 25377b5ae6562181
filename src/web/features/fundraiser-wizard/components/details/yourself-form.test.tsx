import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMON_VALID, fill, renderForm, submitButton, words } from './test-helpers.tsx';
import { YourselfForm } from './yourself-form.tsx';

// Spec §2 (step 3), §5 (Fundraiser forms), §9 (word counter max 100); docs/product-decisions.md (currency).

describe('YourselfForm', () => {
  it('has no optional fields', async () => {
    await renderForm(YourselfForm);
    expect(screen.queryByText(/\(Optional\)/)).not.toBeInTheDocument();
  });

  it("counts the details' words to 100 and marks more as over the limit", async () => {
    const { events } = await renderForm(YourselfForm);
    const counter = () => screen.getByText(/\/ 100 words$/);
    expect(counter()).toHaveTextContent('0 / 100 words');
    expect(counter()).toHaveAttribute('aria-live', 'polite');
    await fill(events, { 'Fundraiser details': '  one two\tthree ' });
    expect(counter()).toHaveTextContent('3 / 100 words');
    await fill(events, { 'Fundraiser details': words(100) });
    expect(counter()).toHaveTextContent('100 / 100 words');
    expect(counter()).not.toHaveClass('word-count-over');
    await events.type(screen.getByLabelText('Fundraiser details'), ' more');
    expect(counter()).toHaveTextContent('101 / 100 words');
    expect(counter()).toHaveClass('word-count-over');
    // Guidance only: 101 short words are well within 1000 characters, so no error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('enables submit only when valid with a photo, then sends the parsed values', async () => {
    const { events, onSubmit } = await renderForm(YourselfForm);
    expect(submitButton()).toBeDisabled();
    await fill(events, COMMON_VALID);
    await events.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('At least one image is required')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add photo (0)' }));
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        fundraiser_title: 'Water for Kibera',
        fundraiser_details: 'A borehole for the school',
        fundraiser_goal: 2500.5,
        currency: 'USD',
        beneficiary: 'me',
      }),
    );
  });

  it('hands every change to onValuesChange as text', async () => {
    const { events, onValuesChange } = await renderForm(YourselfForm);
    await fill(events, { 'Fundraiser title': 'Books', 'Fundraising goal': '120' });
    expect(onValuesChange).toHaveBeenLastCalledWith({
      fundraiser_title: 'Books',
      fundraiser_details: '',
      fundraiser_goal: '120',
      currency: 'KES',
      beneficiary: 'me',
      beneficiary_name: '',
      beneficiary_relationship: '',
    });
  });

  it('restores the values from the draft', async () => {
    const values = {
      fundraiser_title: 'Books for Kisumu',
      fundraiser_details: 'Two hundred books',
      fundraiser_goal: '50000',
      currency: 'USD',
    };
    await renderForm(YourselfForm, { values, photoCount: 1 });
    expect(screen.getByLabelText('Fundraiser title')).toHaveValue('Books for Kisumu');
    expect(screen.getByLabelText('Fundraiser details')).toHaveValue('Two hundred books');
    expect(screen.getByLabelText('Fundraising goal')).toHaveValue(50000);
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByText('3 / 100 words')).toBeInTheDocument();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("shows the server's field errors on their fields and keeps what was typed", async () => {
    const { events, onSubmit } = await renderForm(YourselfForm, {
      photoCount: 1,
      serverErrors: { fundraiser_title: ['This title is already in use'], fundraiser_goal: ['Goal is too large'] },
    });
    await fill(events, COMMON_VALID);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    expect(await screen.findByText('This title is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Fundraiser title')).toHaveAccessibleDescription('This title is already in use');
    expect(screen.getByLabelText('Fundraising goal')).toHaveAccessibleDescription('Goal is too large');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Fundraiser title')).toHaveValue('Water for Kibera');
    expect(screen.getByLabelText('Fundraiser details')).toHaveValue('A borehole for the school');
    expect(screen.getByLabelText('Fundraising goal')).toHaveValue(2500.5);
  });

  it('keeps submit disabled while busy', async () => {
    await renderForm(YourselfForm, {
      busy: true,
      photoCount: 1,
      values: { fundraiser_title: 'Books', fundraiser_details: 'Many', fundraiser_goal: '10' },
    });
    expect(submitButton()).toBeDisabled();
  });
});
