import type { ReactNode } from 'react';
import { deviceSupportPhone, hours } from '../content/company';
import { useLocale } from './locale';

/** Opening hours, the 24/7 line where the company has one, where a medical emergency goes, and the reply promise. */
export function OpeningHours({ icon }: { icon?: ReactNode }) {
  const { text } = useLocale();
  const lines = [
    text.hours.weekdays(hours.weekdays),
    text.hours.saturday(hours.saturday),
    // A 24/7 promise only with the line that keeps it.
    ...(deviceSupportPhone ? [text.hours.deviceSupport({ phone: deviceSupportPhone })] : []),
    text.hours.medical,
    text.hours.reply({ hours: hours.replyWithinHours }),
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
