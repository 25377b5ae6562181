import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyRequest } from './my-request.tsx';
import { item, renderWithQueries, request } from './test-support.tsx';

// A page that promises the dashboard links it (D-160).
describe('MyRequest', () => {
  it('links the dashboard where it says the answer will show there', () => {
    renderWithQueries(<MyRequest item={item()} request={request()} />);
    expect(screen.getByText(/We told the donor\. You will see their answer here and on your/)).toHaveTextContent(
      'We told the donor. You will see their answer here and on your dashboard.',
    );
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
