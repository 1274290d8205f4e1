/** Spanish: the words of footer. */
import type { Words } from '../words';

export const words: Words<'footer'> = {
  footer: {
    blurb: 'Devolvemos el movimiento natural con prótesis de mano controladas por las señales de sus propios músculos.',
    patientsHeading: 'Para pacientes',
    legalLinks: 'Información legal',
    quickLinksHeading: 'Enlaces rápidos',
    contactHeading: 'Contacto',
    hoursHeading: 'Horario',
    copyright: (year: string, company: string) => `© ${year} ${company}. Todos los derechos reservados.`,
  },
};
