import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHost } from './host';
import { useNavigation } from './navigation';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route path of the site, optionally with a query: "/", "/about", "/contact?inquiry=consultation". */
  to: string;
  /** Names a call to action: choosing the link emits `phx-cta` with this id. */
  cta?: string;
};

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A real <a href>. Inside <phx-router> a plain click navigates in place; outside one the link leads to the company
 * site, after a cancelable `phx-navigate` that lets the host page handle it, unless the page itself answers it (a
 * consultation link fills the page's own <phx-contact>). Modified clicks are the browser's.
 */
export function Link({ to, cta, onClick, target, ...rest }: LinkProps) {
  const navigation = useNavigation();
  const host = useHost();
  const href = navigation.hrefFor(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (cta) host.emit('phx-cta', { cta, href });
    if (event.defaultPrevented || modified(event) || (target && target !== '_self')) return;
    if (navigation.go) {
      event.preventDefault();
      navigation.go(to);
    } else if (!host.emit('phx-navigate', { path: to, href }) || navigation.onPage?.(to, href)) {
      event.preventDefault();
    }
  };
  return (
    <a
      {...rest}
      href={href}
      target={target}
      aria-current={navigation.currentPath === to ? 'page' : undefined}
      onClick={handleClick}
    />
  );
}
