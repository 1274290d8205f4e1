import type { ReactNode } from 'react';
import { deviceSupportPhone, hours } from '../content/company';
import { useLocale } from './locale';

/** Opening hours, the 24/7 line where the company has one, where a medical emergency goes, and the reply promise. */
export function OpeningHours({ icon }: { icon?: ReactNode }) {
  const { text, format } = useLocale();
  const lines = [
    text.hours.weekdays(hours.weekdays.from, hours.weekdays.to, format),
    text.hours.saturday(hours.saturday.from, hours.saturday.to, format),
    // A 24/7 promise only with the line that keeps it.
    ...(deviceSupportPhone ? [text.hours.deviceSupport(deviceSupportPhone)] : []),
    text.hours.medical,
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
