import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PostUpdateForm } from './post-update-form.tsx';

// The organiser's 'Post an update' form in jsdom: the shared schema's messages, the counter, what
// is sent (one Idempotency-Key per text), the server's answers, and nothing typed lost on an error.

const POSTED = 'Update posted. Donors who asked for updates will get it by e-mail.';
const update = {
  id: 'u1',
  body: 'The tank is in!',
  created_at: '2026-11-22T10:00:00.000Z',
  author_name: 'Achieng Odhiambo',
};

type Reply = { status: number; body: unknown };

/** Stubs fetch with the given replies in turn; returns the calls. */
function replies(...answers: Reply[]) {
  const calls: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      const { status, body } = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function setup(onPosted = vi.fn()) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PostUpdateForm shortCode="Ab3dE9xZ" onPosted={onPosted} />
    </QueryClientProvider>,
  );
  const text = () => screen.getByLabelText('Your update');
  const post = () => user.click(screen.getByRole('button', { name: 'Post update' }));
  return { user, text, post, onPosted };
}

describe('PostUpdateForm', () => {
  it('says what is wrong with an empty or too-long text, and sends nothing', async () => {
    const calls = replies({ status: 201, body: { message: POSTED, data: update } });
    const { user, text, post } = setup();
    await post();
    expect(await screen.findByText('Write your update')).toBeInTheDocument();
    expect(text()).toHaveAttribute('aria-invalid', 'true');
    await user.click(text());
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 / 2000 characters')).toHaveClass('field-counter-over');
    await post();
    expect(await screen.findByText('Update must be at most 2000 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the text with an Idempotency-Key, then clears it and says it was posted', async () => {
    const calls = replies({ status: 201, body: { message: POSTED, data: update } });
    const { user, text, post, onPosted } = setup();
    await user.type(text(), 'The tank is in!');
    expect(screen.getByText('15 / 2000 characters')).toBeInTheDocument();
    await post();
    expect(await screen.findByRole('status')).toHaveTextContent(POSTED);
    expect(text()).toHaveValue('');
    expect(onPosted).toHaveBeenCalledWith(update);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ body: 'The tank is in!' });
    expect(new Headers(calls[0]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the text on a refusal, shows the server's message, and retries the same text with the same key", async () => {
    const calls = replies(
      { status: 429, body: { message: 'You can post at most 10 updates a day. Please try again tomorrow.' } },
      {
        status: 400,
        body: {
          message: 'Update must be at most 2000 characters',
          errors: { body: ['Update must be at most 2000 characters'] },
        },
      },
      { status: 201, body: { message: POSTED, data: update } },
    );
    const { user, text, post } = setup();
    await user.type(text(), 'Asante sana');
    await post();
    expect(await screen.findByRole('alert')).toHaveTextContent('You can post at most 10 updates a day.');
    expect(text()).toHaveValue('Asante sana');
    await post();
    expect(await screen.findByText('Update must be at most 2000 characters')).toBeInTheDocument();
    expect(text()).toHaveValue('Asante sana');
    const keys = calls.map((c) => new Headers(c.headers).get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    // An edited text is a new update: a new key.
    await user.type(text(), '!');
    await post();
    await screen.findByRole('status');
    expect(new Headers(calls[2]!.headers).get('idempotency-key')).not.toBe(keys[0]);
  });
});
