import { type ReactNode, useEffect, useId, useRef } from 'react';
import { company } from '../../content/company';
import { contactPath, siteMap } from '../../content/site-map';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { Logo } from '../../ui/Logo';
import { useNavigation } from '../../ui/navigation';
import { Container } from '../../ui/Section';
import { breakpoint } from '../../ui/tokens';
import { Bar, Brand, Cta, Menu, NavItem, Row, Toggle } from './nav.styles';

const closeMenu = (menu: HTMLElement | null) => {
  if (menu?.matches(':popover-open')) menu.hidePopover();
};

/**
 * The sticky navigation bar: logo, the site's pages, Get Started; below 48em (768 px at the default text size) the
 * links fold into a menu. The menu is a popover opened by its toggle, so it opens, closes on Escape and announces its
 * state without any script.
 */
export function Nav({ skipLink, extra }: { skipLink?: ReactNode; extra?: ReactNode }) {
  const { text } = useLocale();
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const { currentPath } = useNavigation();

  const close = () => closeMenu(menu.current);

  // A new page closes the menu (not the first: a menu a visitor opened before the page hydrated stays open).
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current !== currentPath) closeMenu(menu.current);
    shownPath.current = currentPath;
  }, [currentPath]);

  useEffect(() => {
    const popover = menu.current;
    if (!popover) return;
    // Closing returns focus to the toggle when it was in the menu: browsers do so in a page, not in a shadow root.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return;
      const focused = (popover.getRootNode() as ShadowRoot | Document).activeElement;
      if (!focused || popover.contains(focused)) toggle.current?.focus();
    };
    // From tablet width the links sit in the bar: an open menu would float above them.
    const wide = matchMedia(`(min-width: ${breakpoint.tablet})`);
    const onWide = () => closeMenu(popover);
    popover.addEventListener('toggle', onToggle);
    wide.addEventListener('change', onWide);
    return () => {
      popover.removeEventListener('toggle', onToggle);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  return (
    <Bar part="nav">
      {skipLink}
      <Container>
        <Row>
          <Brand>
            <Link to="/" aria-label={text.navigation.homeLink({ company: company.name })}>
              <Logo />
              <span>{company.name}</span>
            </Link>
          </Brand>
          <Toggle ref={toggle} type="button" part="menu-toggle" popoverTarget={menuId}>
            <Icon icon={icons.menu} />
            <Icon icon={icons.close} />
            <span>{text.navigation.menu}</span>
          </Toggle>
          <Menu id={menuId} ref={menu} popover="auto" aria-label={text.navigation.mainNavigation}>
            <ul>
              {siteMap
                .filter((page) => page.nav)
                .map((page) => (
                  <NavItem key={page.path}>
                    <Link to={page.path} part="nav-link" onClick={close}>
                      {text.pages[page.section].nav}
                    </Link>
                  </NavItem>
                ))}
              <Cta>
                <ButtonLink to={contactPath} cta="get-started" onClick={close}>
                  {text.navigation.getStarted}
                </ButtonLink>
              </Cta>
            </ul>
            {extra}
          </Menu>
        </Row>
      </Container>
    </Bar>
  );
}
