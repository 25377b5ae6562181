import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { COMMON_VALID, fill, renderForm, submitButton, touch } from './test-helpers.tsx';
import { YourselfForm } from './yourself-form.tsx';

// Who the money is for (D-170): the individual form asks; someone else needs a name and a
// relationship from the short list; every answer goes to the draft as it is given.

const someoneElse = () => screen.getByRole('radio', { name: 'Someone else' });

describe('YourselfForm: who the money is for', () => {
  it('starts at "Me", with no name asked, and sends beneficiary "me"', async () => {
    const { events, onSubmit } = await renderForm(YourselfForm, { photoCount: 1 });
    expect(screen.getByRole('group', { name: 'Who is the money for?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Me' })).toBeChecked();
    expect(screen.queryByLabelText('Their name')).not.toBeInTheDocument();
    await fill(events, COMMON_VALID);
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ beneficiary: 'me' })));
  });

  it('asks someone else’s name and relationship, keeps submit off until both are given, and sends them', async () => {
    const { events, onSubmit, onValuesChange } = await renderForm(YourselfForm, { photoCount: 1 });
    await fill(events, COMMON_VALID);
    await events.click(someoneElse());
    expect(someoneElse()).toBeChecked();
    await touch(events, 'Their name');
    expect(await screen.findByText(MSG.beneficiaryNameRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await fill(events, { 'Their name': 'Mama Njeri' });
    const relationship = screen.getByLabelText('How are they related to you?');
    expect([...relationship.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select one',
      'Parent',
      'Child',
      'Brother or sister',
      'Husband or wife',
      'Other relative',
      'Friend',
      'Other',
    ]);
    expect(submitButton()).toBeDisabled();
    await events.selectOptions(relationship, 'Parent');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    // The draft gets every answer as it is given (nothing typed is lost on a reload).
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        beneficiary: 'someone_else',
        beneficiary_name: 'Mama Njeri',
        beneficiary_relationship: 'parent',
      }),
    );
    await events.click(submitButton());
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          beneficiary: 'someone_else',
          beneficiary_name: 'Mama Njeri',
          beneficiary_relationship: 'parent',
        }),
      ),
    );
  });

  it('restores someone else from the draft, name and relationship as they were', async () => {
    await renderForm(YourselfForm, {
      photoCount: 1,
      values: {
        fundraiser_title: 'School fees for Baraka',
        fundraiser_details: 'Form one at Alliance',
        fundraiser_goal: '45000',
        beneficiary: 'someone_else',
        beneficiary_name: 'Baraka Otieno',
        beneficiary_relationship: 'child',
      },
    });
    expect(someoneElse()).toBeChecked();
    expect(screen.getByLabelText('Their name')).toHaveValue('Baraka Otieno');
    expect(screen.getByLabelText('How are they related to you?')).toHaveValue('child');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
