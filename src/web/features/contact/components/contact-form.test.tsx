import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';

const THANKS = 'Thank you! We answer every message within 48 hours.';

/** Stubs global fetch with one JSON reply; returns the mock to inspect the request. */
function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  const fields = {
    name: screen.getByLabelText('Your name'),
    email: screen.getByLabelText('Email address'),
    topic: screen.getByLabelText('Topic'),
    message: screen.getByLabelText('Message'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  const fill = async (values: { name?: string; email?: string; topic?: string; message?: string } = {}) => {
    const { name = 'Achieng Otieno', email = 'achieng@example.co.ke', topic = 'donation' } = values;
    const { message = 'I paid twice for the same donation. Please refund one of them.' } = values;
    if (name) await user.type(fields.name, name);
    if (email) await user.type(fields.email, email);
    if (topic) await user.selectOptions(fields.topic, topic);
    if (message) {
      await user.click(fields.message);
      await user.paste(message);
    }
  };
  return { user, fields, submit, fill };
}

describe('ContactForm', () => {
  it('shows every required-field message after submitting an empty form, and sends nothing', async () => {
    const fetchMock = replyWith(201, { message: THANKS });
    const { submit } = setup();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail address, a too-long name and a too-long message', async () => {
    const fetchMock = replyWith(201, { message: THANKS });
    const { fill, submit } = setup();
    await fill({ name: 'N'.repeat(161), email: 'achieng@', message: 'x'.repeat(2001) });
    await submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 160 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.queryByText('Choose a topic')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message characters as they are typed, up to 2000', async () => {
    const { user, fields } = setup();
    expect(screen.getByText('0 / 2000 characters')).toBeInTheDocument();
    await user.type(fields.message, 'Habari');
    expect(screen.getByText('6 / 2000 characters')).toBeInTheDocument();
    await user.paste('y'.repeat(1995));
    const counter = screen.getByText('2001 / 2000 characters');
    expect(counter).toHaveClass('field-counter-over');
    expect(fields.message).toHaveAccessibleDescription('2001 / 2000 characters');
  });

  it("posts the message, shows the server's thank-you and clears the form", async () => {
    const fetchMock = replyWith(201, { message: THANKS });
    const { fields, fill, submit } = setup();
    await fill();
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/contact/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Achieng Otieno',
      email_address: 'achieng@example.co.ke',
      topic: 'donation',
      message: 'I paid twice for the same donation. Please refund one of them.',
    });
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.topic).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(screen.getByText('0 / 2000 characters')).toBeInTheDocument();
  });

  it("puts the server's field errors back on their fields", async () => {
    replyWith(400, {
      message: 'This e-mail address cannot receive mail',
      errors: { email_address: ['This e-mail address cannot receive mail'] },
    });
    const { fields, fill, submit } = setup();
    await fill();
    await submit();
    const error = await screen.findByText('This e-mail address cannot receive mail');
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveAccessibleDescription(expect.stringContaining(error.textContent!));
    // Shown once, next to the field, and the typed text is kept.
    expect(screen.getAllByText('This e-mail address cannot receive mail')).toHaveLength(1);
    expect(fields.message).toHaveValue('I paid twice for the same donation. Please refund one of them.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the rate-limit message at the top of the form', async () => {
    replyWith(429, { message: 'Too many attempts. Please wait a few minutes and try again.' });
    const { fill, submit } = setup();
    await fill();
    await submit();
    const alert = await screen.findByText('Too many attempts. Please wait a few minutes and try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveClass('form-error');
  });

  it('disables the submit button while the message is being sent', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { fill, submit } = setup();
    await fill();
    await submit();
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    answer(
      new Response(JSON.stringify({ message: THANKS }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('offers every contact topic with a readable label', () => {
    setup();
    const options = within(screen.getByLabelText('Topic')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a topic',
      'General question',
      'Starting or managing a fundraiser',
      'A donation or refund',
      'My account or personal data',
      'Technical problem or security issue',
      'Report a fundraiser or user',
    ]);
  });
});
