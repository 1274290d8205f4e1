import { company, contactDetails, footer, hours, navLinks } from '../../content/site';
import { Link } from '../../router/Link';
import { Heading } from '../../ui/Heading';
import { imageSize, images } from '../../ui/images';
import { Container } from '../../ui/Section';
import { Bottom, Brand, Column, Columns, Legal } from './footer.styles';

/** The shared footer: quick links to the four pages, contact information, hours and the copyright line. */
export function Footer() {
  return (
    <Bottom part="footer">
      <Container>
        <Columns>
          <Brand>
            <span>
              <img src={images.logo} alt="" width={imageSize.logo} height={imageSize.logo} />
              {company.name}
            </span>
            <p>{footer.blurb}</p>
          </Brand>
          <Column>
            <Heading rank={1}>{footer.quickLinksHeading}</Heading>
            <ul>
              {navLinks.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column>
            <Heading rank={1}>{footer.contactHeading}</Heading>
            <address>
              <ul>
                {contactDetails.address.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>
                  <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
                </li>
                <li>
                  <a href={contactDetails.emailHref}>{contactDetails.email}</a>
                </li>
              </ul>
            </address>
          </Column>
          <Column>
            <Heading rank={1}>{footer.hoursHeading}</Heading>
            <ul>
              <li>{hours.weekdays}</li>
              <li>{hours.saturday}</li>
              <li>{hours.emergency}</li>
              <li>{hours.reply}</li>
            </ul>
          </Column>
        </Columns>
        <Legal>{footer.copyright(new Date().getFullYear())}</Legal>
      </Container>
    </Bottom>
  );
}
