import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from '../../ui/Address';
import { contactDetails } from '../../content/company';
import { inquiryPath } from '../../content/site-map';
import type { InquiryType } from '../../inquiry/schema';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as icons from './icons';
import { Link } from '../../ui/Link';
import { useNavigation } from '../../ui/navigation';
import { useLocale } from '../../ui/locale';
import { OpeningHours } from '../../ui/OpeningHours';
import { SampleNote } from '../../ui/SampleNote';
import { useDemoDialog } from '../demo/DemoDialog';
import { Aside, MapPanel, QuickAction } from './contact.styles';

/** Where each quick action leads: the form with its inquiry type chosen, or a page. */
const quickLinks = [
  ['consultation', inquiryPath('consultation'), 'consultation'],
  ['insurance', inquiryPath('insurance'), 'insurance'],
  ['funding', '/funding', null],
  ['compare', '/compare', null],
  ['clinics', '/clinics', null],
] as const satisfies readonly (readonly [string, string, InquiryType | null])[];

/**
 * The panel beside the form: contact details, hours, quick actions and the partner clinics' map (or the way to them). Outside <phx-router>
 * (a partner's page) an action that chooses an inquiry type does so in place, through `onChooseInquiry`.
 */
export function ContactInfo({
  map,
  onChooseInquiry,
}: {
  map?: ReactNode;
  onChooseInquiry?: (inquiry: InquiryType) => void;
}) {
  const navigation = useNavigation();
  const { text } = useLocale();
  const demo = useDemoDialog();
  const t = text.contact;
  return (
    <Aside>
      <Card as="div">
        <Heading rank={1}>{t.infoTitle}</Heading>
        <SampleNote />
        <address>
          <ul>
            <li>
              <Icon icon={icons.pin} size={1.25} />
              <span>
                <span className="phx-visually-hidden">{t.labels.address}: </span>
                <bdi>{contactDetails.address.join(', ')}</bdi>
              </span>
            </li>
            <li>
              <Icon icon={icons.phone} size={1.25} />
              <PhoneLink />
            </li>
            <li>
              <Icon icon={icons.mail} size={1.25} />
              <EmailLink />
            </li>
          </ul>
        </address>
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.labels.hours}</Heading>
        <OpeningHours icon={<Icon icon={icons.clock} size={1.25} />} />
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.quickActionsTitle}</Heading>
        <ul>
          {quickLinks.map(([action, to, inquiry]) => (
            <li key={action}>
              <Icon icon={icons.arrow} size={1.25} />
              <Link
                to={to}
                cta={`quick-${action}`}
                onClick={(event) => {
                  const modified =
                    event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
                  if (!inquiry || navigation.go || !onChooseInquiry || modified) return;
                  event.preventDefault();
                  onChooseInquiry(inquiry);
                }}
              >
                {t.quickActions[action]}
              </Link>
            </li>
          ))}
          <li>
            <Icon icon={icons.play} size={1.25} />
            <QuickAction type="button" {...demo.opener('quick-demo')}>
              {t.quickActions.demo}
            </QuickAction>
          </li>
        </ul>
        {demo.dialog}
      </Card>
      <Card as="div">
        <Heading rank={1}>{t.mapTitle}</Heading>
        <MapPanel>{map ?? <Link to="/clinics">{t.allClinics}</Link>}</MapPanel>
      </Card>
    </Aside>
  );
}
