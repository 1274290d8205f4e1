import type { ReactNode } from 'react';
import { hours } from '../content/company';
import { useLocale } from './locale';

/** Opening hours, emergency support and the reply promise, one per line. */
export function OpeningHours({ icon }: { icon?: ReactNode }) {
  const { text, format } = useLocale();
  const lines = [
    text.hours.weekdays(hours.weekdays.from, hours.weekdays.to, format),
    text.hours.saturday(hours.saturday.from, hours.saturday.to, format),
    text.hours.emergency,
    text.hours.reply(hours.replyWithinHours, format),
  ];
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>
          {icon}
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
