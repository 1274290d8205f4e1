import { EmailLink, PhoneLink } from '../../ui/Address';
import { company, contactDetails } from '../../content/company';
import { footerPages, type Page, siteMap } from '../../content/site-map';
import { Heading } from '../../ui/Heading';
import { Link } from '../../ui/Link';
import { useLocale } from '../../ui/locale';
import { Logo } from '../../ui/Logo';
import { OpeningHours } from '../../ui/OpeningHours';
import { SampleNote } from '../../ui/SampleNote';
import { usePage } from '../../ui/page';
import { Container } from '../../ui/Section';
import { Bottom, Brand, Column, Columns, Legal } from './footer.styles';

/** A column of links to pages of the site, each named as the bar names it. */
function PageLinks({ heading, pages }: { heading: string; pages: readonly Page[] }) {
  const { text } = useLocale();
  return (
    <Column>
      <Heading rank={1}>{heading}</Heading>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{text.pages[page.section].nav}</Link>
          </li>
        ))}
      </ul>
    </Column>
  );
}

/** The shared footer: quick links to the site's pages, contact information, hours and the copyright line. */
export function Footer() {
  const { text } = useLocale();
  const { year } = usePage();
  return (
    <Bottom part="footer">
      <Container>
        <Columns>
          <Brand>
            <span>
              <Logo />
              <span>{company.name}</span>
            </span>
            <p>{text.footer.blurb}</p>
          </Brand>
          <PageLinks heading={text.footer.quickLinksHeading} pages={siteMap.filter((page) => page.nav)} />
          <PageLinks heading={text.footer.patientsHeading} pages={footerPages('patients')} />
          <Column>
            <Heading rank={1}>{text.footer.contactHeading}</Heading>
            <SampleNote />
            <address>
              <ul>
                {contactDetails.address.map((line) => (
                  <li key={line}>
                    {/* Isolated, so that a line starting with a number reads the same in Arabic. */}
                    <bdi>{line}</bdi>
                  </li>
                ))}
                <li>
                  <PhoneLink />
                </li>
                <li>
                  <EmailLink />
                </li>
              </ul>
            </address>
          </Column>
          <Column>
            <Heading rank={1}>{text.footer.hoursHeading}</Heading>
            <OpeningHours />
          </Column>
        </Columns>
        <Legal>
          <span>{text.footer.copyright({ year: String(year), company: company.name })}</span>
          <nav aria-label={text.footer.legalLinks}>
            {footerPages('legal').map((page) => (
              <Link key={page.path} to={page.path}>
                {text.pages[page.section].nav}
              </Link>
            ))}
          </nav>
        </Legal>
      </Container>
    </Bottom>
  );
}
