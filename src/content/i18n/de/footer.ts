/** German: the words of footer. */
import type { Words } from '../words';

export const words: Words<'footer'> = {
  footer: {
    blurb: 'Natürliche Bewegung mit Handprothesen, gesteuert von Ihren eigenen Muskelsignalen.',
    patientsHeading: 'Für Patientinnen und Patienten',
    legalLinks: 'Rechtliches',
    quickLinksHeading: 'Schnellzugriff',
    contactHeading: 'Kontakt',
    hoursHeading: 'Öffnungszeiten',
    copyright: (year: string, company: string) => `© ${year} ${company}. Alle Rechte vorbehalten.`,
  },
};
