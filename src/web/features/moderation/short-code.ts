/**
 * The fundraiser's code from what a reviewer pasted: its public address (…/f/Ab3dE9xZ, with or
 * without /donate) or the bare code. Anything else is sent as typed, for the server to refuse.
 */
export function shortCodeFrom(input: string) {
  const value = input.trim();
  return /\/f\/([A-Za-z0-9]{8})(?:[/?#]|$)/.exec(value)?.[1] ?? value;
}
