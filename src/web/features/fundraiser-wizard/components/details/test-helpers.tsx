// Helpers for the details forms' component tests: a fresh query client per test (the forms' lookups
// use TanStack Query) and a harness that plays the wizard (photo count, server errors, busy).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '#web/test-support/render.tsx';
import type { DetailsFormProps } from './use-details-form.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export const LOOKUP_ROUTES = {
  'GET /api/common/industries/': {
    body: {
      data: [
        { id: 1, name: 'Agriculture' },
        { id: 2, name: 'Fintech' },
      ],
    },
  },
  'GET /api/common/startup-stages/': {
    body: {
      data: [
        { id: 3, name: 'Idea' },
        { id: 4, name: 'Early revenue' },
      ],
    },
  },
  'GET /api/common/team-sizes/': {
    body: {
      data: [
        { id: 5, name: '1-5' },
        { id: 6, name: '6-20' },
      ],
    },
  },
};

export interface HarnessOptions {
  values?: Record<string, string>;
  photoCount?: number;
  busy?: boolean;
  /** What the 'server' answers to a submit: field errors put back on the form. */
  serverErrors?: FieldErrors;
}

/** Renders a details form the way the wizard would, with spies on its callbacks. */
export async function renderForm(Form: ComponentType<DetailsFormProps>, options: HarnessOptions = {}) {
  const onValuesChange = vi.fn<DetailsFormProps['onValuesChange']>();
  const onSubmit = vi.fn<DetailsFormProps['onSubmit']>();
  function Harness() {
    const [photoCount, setPhotoCount] = useState(options.photoCount ?? 0);
    const [serverErrors, setServerErrors] = useState<FieldErrors>();
    return (
      <Form
        values={options.values ?? {}}
        onValuesChange={onValuesChange}
        photos={
          <button type="button" onClick={() => setPhotoCount((n) => n + 1)}>
            Add photo ({photoCount})
          </button>
        }
        photoCount={photoCount}
        onSubmit={(parsed) => {
          onSubmit(parsed);
          if (options.serverErrors) setServerErrors(options.serverErrors);
        }}
        serverErrors={serverErrors}
        busy={options.busy}
        submitLabel="Continue"
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = await renderWithProviders(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { ...result, onValuesChange, onSubmit };
}

export type Events = Awaited<ReturnType<typeof renderWithProviders>>['events'];

/** Types (or pastes, for long texts) into the fields named by their labels. */
export async function fill(events: Events, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await events.clear(field);
    if (text.length > 40) {
      await events.click(field);
      await events.paste(text);
    } else if (text) await events.type(field, text);
  }
}

/** Focuses a field and leaves it, so its error shows (mode 'onTouched'). */
export async function touch(events: Events, label: string) {
  await events.click(screen.getByLabelText(label));
  await events.tab();
}

export const COMMON_VALID = {
  'Fundraiser title': 'Water for Kibera',
  'Fundraiser details': 'A borehole for the school',
  'Fundraising goal': '2500.5',
};

export const submitButton = () => screen.getByRole('button', { name: 'Continue' });
export const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
