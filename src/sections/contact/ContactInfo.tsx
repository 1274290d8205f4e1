import { contact } from '../../content/contact';
import { contactDetails, hours } from '../../content/site';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { Aside, MapPlaceholder } from './contact.styles';

/** The panel beside the form: contact details, hours, quick actions and the map placeholder. */
export function ContactInfo() {
  return (
    <Aside>
      <Card as="div">
        <Heading rank={1}>{contact.infoTitle}</Heading>
        <address>
          <ul>
            <li>
              <Icon name="pin" size={20} />
              <span>
                <span className="phx-visually-hidden">{contact.labels.address}: </span>
                {contactDetails.address.join(', ')}
              </span>
            </li>
            <li>
              <Icon name="phone" size={20} />
              <a href={contactDetails.phoneHref}>{contactDetails.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={20} />
              <a href={contactDetails.emailHref}>{contactDetails.email}</a>
            </li>
          </ul>
        </address>
      </Card>
      <Card as="div">
        <Heading rank={1}>{contact.labels.hours}</Heading>
        <ul>
          {[hours.weekdays, hours.saturday, hours.emergency, hours.reply].map((line) => (
            <li key={line}>
              <Icon name="clock" size={20} />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="div">
        <Heading rank={1}>{contact.quickActionsTitle}</Heading>
        <ul>
          {contact.quickActions.map((action) => (
            <li key={action}>
              <Icon name="arrow" size={20} />
              <span>{action}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="div">
        <Heading rank={1}>{contact.mapTitle}</Heading>
        <MapPlaceholder>{contact.mapPlaceholder}</MapPlaceholder>
      </Card>
    </Aside>
  );
}
