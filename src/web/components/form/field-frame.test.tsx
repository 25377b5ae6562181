import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError, FieldFrame, FieldGroup, FieldHint, fieldAria } from './field-frame.tsx';

const renderFrame = (props: { hint?: string; error?: string }) =>
  render(
    <FieldFrame label="Town" {...props}>
      {(control) => <input {...control} />}
    </FieldFrame>,
  );

describe('FieldFrame', () => {
  it('labels its control and leaves it undescribed and valid when there is neither hint nor message', () => {
    renderFrame({});
    const input = screen.getByLabelText('Town');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.field')).not.toHaveClass('field-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes the control by its hint', () => {
    renderFrame({ hint: 'Where the item is' });
    const input = screen.getByLabelText('Town');
    expect(input).toHaveAttribute('aria-describedby', `${input.id}-hint`);
    expect(input).toHaveAccessibleDescription('Where the item is');
    expect(screen.getByText('Where the item is')).toHaveClass('field-hint');
  });

  it('marks the control invalid and describes it by its hint, then its message, announced as an alert', () => {
    renderFrame({ hint: 'Where the item is', error: 'Town is required' });
    const input = screen.getByLabelText('Town');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', `${input.id}-hint ${input.id}-error`);
    expect(input).toHaveAccessibleDescription('Where the item is Town is required');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', `${input.id}-error`);
    expect(alert).toHaveClass('field-error');
    expect(input.closest('.field')).toHaveClass('field-invalid');
  });

  it('describes the control by its message alone when it has no hint', () => {
    renderFrame({ error: 'Town is required' });
    const input = screen.getByLabelText('Town');
    expect(input).toHaveAttribute('aria-describedby', `${input.id}-error`);
    expect(input).toHaveAccessibleDescription('Town is required');
  });

  it('gives two frames distinct ids', () => {
    render(
      <>
        <FieldFrame label="One">{(control) => <input {...control} />}</FieldFrame>
        <FieldFrame label="Two">{(control) => <input {...control} />}</FieldFrame>
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });

  it('takes a hint of its own look, read out as it changes', () => {
    render(
      <FieldFrame label="Story" hint="3 / 100 words" hintClassName="field-hint word-count" liveHint>
        {(control) => <textarea {...control} />}
      </FieldFrame>,
    );
    const hint = screen.getByText('3 / 100 words');
    expect(hint).toHaveClass('field-hint', 'word-count');
    expect(hint).toHaveAttribute('aria-live', 'polite');
  });
});

describe('fieldAria, FieldHint and FieldError', () => {
  it('wire a control laid out by hand', () => {
    const Field = ({ error }: { error?: string }) => (
      <>
        <label htmlFor="code">Code</label>
        <FieldHint of="code" className="hint">
          The link or its code
        </FieldHint>
        <input id="code" {...fieldAria('code', { hint: true, error })} />
        <FieldError of="code" message={error} />
      </>
    );
    const { rerender } = render(<Field />);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The link or its code');
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    rerender(<Field error="No such fundraiser" />);
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The link or its code No such fundraiser');
    expect(screen.getByText('The link or its code')).toHaveClass('hint');
  });
});

describe('FieldGroup', () => {
  it('describes the group by its message, not marking the group itself invalid', () => {
    const { rerender } = render(
      <FieldGroup id="reason" legend="Reason">
        <input type="radio" aria-label="Spam" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Reason' });
    expect(group).not.toHaveAttribute('aria-describedby');
    rerender(
      <FieldGroup id="reason" legend="Reason" error="Choose a reason">
        <input type="radio" aria-label="Spam" />
      </FieldGroup>,
    );
    expect(group).toHaveAccessibleDescription('Choose a reason');
    expect(group).toHaveClass('field', 'field-invalid');
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'reason-error');
  });
});
