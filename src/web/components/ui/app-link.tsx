import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// One link for pages the server draws and the app renders alike. On the server and on a page
// the app has not taken over it is a plain <a> (the browser navigates, the server answers with
// the page drawn); inside the app the router's navigate is provided here and a plain click stays
// in the app. Keeping the router out of the link keeps it out of the server-drawn pages' bundle.

/** Navigates inside the app to a same-origin `href` (path, search and hash). */
export type Navigate = (href: string) => void;

export const NavigateContext = createContext<Navigate | null>(null);

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A click the browser should handle itself: new tab or window, download, another frame. */
const leavesPage = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

export function AppLink({ href, onClick, children, ...rest }: Props) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || leavesPage(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
