import { Address } from '../../ui/Address';
import { contactDetails } from '../../content/company';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { useLocale } from '../../ui/locale';
import { OpeningHours } from '../../ui/OpeningHours';
import { Aside, MapPlaceholder } from './contact.styles';

/** The panel beside the form: contact details, hours, quick actions and the map placeholder. */
export function ContactInfo() {
  const { text } = useLocale();
  const t = text.contact;
  return (
    <Aside>
      <Card as="div">
        <Heading rank={1}>{t.infoTitle}</Heading>
        <address>
          <ul>
            <li>
              <Icon name="pin" size={1.25} />
              <span>
                <span className="phx-visually-hidden">{t.labels.address}: </span>
                <bdi>{contactDetails.address.join(', ')}</bdi>
              </span>
            </li>
            <li>
              <Icon name="phone" size={1.25} />
              <a href={contactDetails.phoneHref} dir="ltr">
                {contactDetails.phone}
              </a>
            </li>
            <li>
              <Icon name="mail" size={1.25} />
              <a href={contactDetails.emailHref}>
                <Address>{contactDetails.email}</Address>
              </a>
            </li>
          </ul>
        </address>
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.labels.hours}</Heading>
        <OpeningHours icon={<Icon name="clock" size={1.25} />} />
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.quickActionsTitle}</Heading>
        <ul>
          {t.quickActions.map((action) => (
            <li key={action}>
              <Icon name="arrow" size={1.25} />
              <span>{action}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.mapTitle}</Heading>
        <MapPlaceholder>{t.mapPlaceholder}</MapPlaceholder>
      </Card>
    </Aside>
  );
}
