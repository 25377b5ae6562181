import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '#web/lib/i18n.ts';
import { ShareTools } from '../share/share-tools.tsx';
import { PaybillLine } from './paybill-line.tsx';

// The paybill line (D-215): the business number and the fundraiser's numeric account (D-254), its
// older code said to work still, in English and Kiswahili, in the shared words and on the QR card.

const withI18n = (node: React.ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;

describe('PaybillLine', () => {
  it('says the business number and the numeric account, and that the code still works in small letters', () => {
    render(withI18n(<PaybillLine paybill="174379" account="10008" code="Ab3dE9xZ" hint />));
    const line = document.querySelector('[data-paybill]') as HTMLElement;
    expect(line).toHaveTextContent('Pay with M-Pesa: Paybill 174379, Account 10008');
    expect(within(line).getByText('10008').tagName).toBe('STRONG');
    expect(screen.getByText(/Lipa na M-Pesa, Pay Bill/)).toBeInTheDocument();
    expect(line).toHaveTextContent('The code Ab3dE9xZ still works as the account, in small letters or capitals.');
  });

  it('says nothing of a code when the account is the code', () => {
    render(withI18n(<PaybillLine paybill="174379" account="Ab3dE9xZ" code="Ab3dE9xZ" />));
    expect(document.querySelector('[data-paybill]')).not.toHaveTextContent('still works');
  });

  it('goes into the words shared on WhatsApp and X, and onto the QR card', async () => {
    const paybill = { business: '174379', account: '10008', code: 'Ab3dE9xZ' };
    render(withI18n(<ShareTools url="https://harambee.ke/f/Ab3dE9xZ" title="Water tank" paybill={paybill} />));
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!;
    expect(decodeURIComponent(whatsapp)).toContain(
      'Water tank\nPay with M-Pesa: Paybill 174379, Account 10008 https://harambee.ke/f/Ab3dE9xZ',
    );
    fireEvent.click(screen.getByRole('button', { name: /QR code/ }));
    expect(await screen.findByRole('dialog', { hidden: true })).toHaveTextContent('Paybill 174379, Account 10008');
  });

  describe('in Kiswahili', () => {
    beforeAll(() => switchLanguage('sw'));
    afterAll(() => switchLanguage('en'));
    it('reads Lipa kwa M-Pesa … Akaunti, and the code in small letters or capitals', () => {
      render(withI18n(<PaybillLine paybill="174379" account="10008" code="Ab3dE9xZ" />));
      const line = document.querySelector('[data-paybill]');
      expect(line).toHaveTextContent('Lipa kwa M-Pesa: Paybill 174379, Akaunti 10008');
      expect(line).toHaveTextContent('Msimbo Ab3dE9xZ bado unafaa kama akaunti, kwa herufi ndogo au kubwa.');
    });
  });
});
