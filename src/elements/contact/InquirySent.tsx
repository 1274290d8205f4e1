import { contactPath } from '../../content/site-map';
import { hours } from '../../content/company';
import { ButtonLink } from '../../ui/Button';
import { useLocale } from '../../ui/locale';
import { Sent } from './contact.styles';

/** What a form sent without script answers with: the confirmation, and a way back. */
export function InquirySent({ back }: { back?: string }) {
  const { text } = useLocale();
  const t = text.contact;
  return (
    <Sent role="status">
      <strong>{t.success.title}</strong>
      <p>{t.success.text({ hours: hours.replyWithinHours })}</p>
      <p>
        {back && (
          <a href={back} part="button">
            {t.sentPage.back}
          </a>
        )}
        <ButtonLink to={contactPath} tone="secondary">
          {t.sentPage.another}
        </ButtonLink>
      </p>
    </Sent>
  );
}
