// Copying text: the Clipboard API first; older WebViews (and pages where it is refused) through a
// selected read-only field and execCommand, which still works there.

/** Resolves true when the text is on the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the old way.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string) {
  if (typeof document.execCommand !== 'function') return false;
  const input = document.createElement('input');
  input.value = text;
  // Read-only so phones do not open the keyboard; off screen but not display:none, which cannot be selected.
  input.readOnly = true;
  input.setAttribute('aria-hidden', 'true');
  input.style.position = 'fixed';
  input.style.top = '-100px';
  input.style.opacity = '0';
  const previous = document.activeElement as HTMLElement | null;
  document.body.append(input);
  input.select();
  input.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    input.remove();
    previous?.focus?.();
  }
}
