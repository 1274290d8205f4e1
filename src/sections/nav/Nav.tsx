import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { company, getStarted, navLinks, ui } from '../../content/site';
import { Link } from '../../router/Link';
import { useNavigation } from '../../router/navigation';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { imageSize, images } from '../../ui/images';
import { Container } from '../../ui/Section';
import { Bar, Brand, Cta, Menu, NavItem, Row, Toggle } from './nav.styles';

/** The sticky navigation bar: logo, the four pages, Get Started; below 768 px the links fold into a menu. */
export function Nav({ skipLink }: { skipLink?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { currentPath } = useNavigation();

  // A new page closes the menu.
  useEffect(() => setOpen(false), [currentPath]);

  const closeAndReturn = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Bar part="nav">
      {skipLink}
      <Container>
        <Row onKeyDown={(e) => open && e.key === 'Escape' && closeAndReturn()}>
          <Brand>
            <Link to="/" aria-label={ui.homeLinkLabel}>
              <img src={images.logo} alt="" width={imageSize.logo} height={imageSize.logo} />
              <span>{company.name}</span>
            </Link>
          </Brand>
          <Toggle
            ref={toggle}
            type="button"
            part="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <span>{ui.menu}</span>
          </Toggle>
          <Menu id={menuId} open={open} aria-label={ui.mainNavigation}>
            <ul>
              {navLinks.map((link) => (
                <NavItem key={link.path}>
                  <Link to={link.path} part="nav-link" onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </NavItem>
              ))}
              <Cta>
                <ButtonLink to={getStarted.path} cta="get-started" onClick={() => setOpen(false)}>
                  {getStarted.label}
                </ButtonLink>
              </Cta>
            </ul>
          </Menu>
        </Row>
      </Container>
    </Bar>
  );
}
