import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { ShareTools } from './share-tools.tsx';

const url = 'https://harambee.ke/f/Ab3dE9xZ';
const title = 'School fees for Wanjiku';

const renderTools = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ShareTools url={url} title={title} />
    </I18nextProvider>,
  );

// jsdom has no clipboard, share sheet, execCommand or modal dialogs; each test sets what it needs
// on the object itself, and afterEach takes it away again.
const setOn = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { configurable: true, writable: true, value });

afterEach(() => {
  for (const key of ['clipboard', 'share', 'canShare']) setOn(navigator, key, undefined);
  delete (document as { execCommand?: unknown }).execCommand;
  const dialog = HTMLDialogElement.prototype as { showModal?: unknown; close?: unknown };
  delete dialog.showModal;
  delete dialog.close;
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  vi.restoreAllMocks();
});

describe('ShareTools links', () => {
  it('opens WhatsApp, Facebook and X in a new tab with the link and title', () => {
    renderTools();
    expect(screen.getByRole('region', { name: 'Share this fundraiser' })).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('WhatsApp')).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(href('X')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });
});

describe('ShareTools copy link', () => {
  it('copies with the Clipboard API and says so for about 2 s', async () => {
    // Time still runs (Testing Library waits on real ticks); the test jumps the 2 s ahead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => undefined);
    setOn(navigator, 'clipboard', { writeText });
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('falls back to a selected read-only field and execCommand when the Clipboard API refuses', async () => {
    const user = userEvent.setup();
    setOn(navigator, 'clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
    let selected = '';
    setOn(
      document,
      'execCommand',
      vi.fn(() => {
        const field = document.querySelector<HTMLInputElement>('input[readonly]');
        selected = field ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : '';
        return true;
      }),
    );
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(url);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    // The helper field is gone again.
    expect(document.querySelector('input')).toBeNull();
  });

  it('shows the link to copy by hand when no way of copying works', async () => {
    const user = userEvent.setup();
    setOn(navigator, 'clipboard', undefined);
    setOn(document, 'execCommand', () => false);
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Copy this link');
    expect(field).toHaveValue(url);
    expect(field.readOnly).toBe(true);
    // Focused (and so selected) by an effect once the field is drawn.
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Select the link and copy it yourself.');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});

describe("ShareTools phone's share sheet", () => {
  it('is offered only where the browser has one that takes the link', () => {
    const { unmount } = renderTools();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    unmount();
    setOn(navigator, 'share', vi.fn());
    setOn(navigator, 'canShare', () => false);
    renderTools().unmount();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    setOn(navigator, 'canShare', undefined);
    renderTools();
    expect(screen.getByRole('button', { name: 'Share…' })).toBeInTheDocument();
  });

  it('opens the sheet with the title and link; closing it says nothing', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    setOn(navigator, 'share', share);
    setOn(navigator, 'canShare', () => true);
    setOn(navigator, 'clipboard', { writeText });
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the link instead when the sheet fails', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    setOn(
      navigator,
      'share',
      vi.fn(async () => Promise.reject(new DOMException('No targets', 'NotAllowedError'))),
    );
    setOn(navigator, 'clipboard', { writeText });
    renderTools();
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });
});

describe('ShareTools QR code', () => {
  beforeEach(() => {
    // Modal dialogs as browsers have them, reduced to what the component relies on.
    const proto = HTMLDialogElement.prototype as { showModal?: unknown; close?: unknown };
    proto.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    proto.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
  });

  const openQr = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const dialog = screen.getByRole('dialog', { name: 'QR code for this fundraiser' });
    // uqr arrives by dynamic import: slow the first time on a busy machine.
    const image = await within(dialog).findByRole('img', { name: `QR code for ${url}` }, { timeout: 5000 });
    return { dialog, image };
  };

  it('shows the code as an SVG with the link under it, focus inside; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderTools();
    const { dialog, image } = await openQr(user);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce();
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(within(dialog).getByText(url)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'QR code' })).toHaveFocus();
  });

  it('closes with the Close button and with the browser cancel request (Android back)', async () => {
    const user = userEvent.setup();
    renderTools();
    let { dialog } = await openQr(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'QR code' })).toHaveFocus();
    ({ dialog } = await openQr(user));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still opens where <dialog> has no showModal', async () => {
    const proto = HTMLDialogElement.prototype as { showModal?: unknown; close?: unknown };
    delete proto.showModal;
    delete proto.close;
    const user = userEvent.setup();
    renderTools();
    await openQr(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads a PNG named after the short code', async () => {
    const user = userEvent.setup();
    renderTools();
    const { dialog } = await openQr(user);
    const fillRect = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'])));
    setOn(
      URL,
      'createObjectURL',
      vi.fn(() => 'blob:qr'),
    );
    setOn(URL, 'revokeObjectURL', vi.fn());
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Download QR code' })));
    expect(saved).toEqual([{ href: 'blob:qr', download: 'harambee-Ab3dE9xZ.png' }]);
    // White background first, then one 8 px square per dark module, the quiet zone 4 modules wide.
    expect(fillRect.mock.calls[0]).toEqual([0, 0, expect.any(Number), expect.any(Number)]);
    expect(fillRect.mock.calls[1]).toEqual([32, 32, 8, 8]);
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:qr');
  });
});
