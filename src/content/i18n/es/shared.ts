/** Spanish: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'shared'> = {
  site: {
    sample:
      'Datos de ejemplo: la empresa de esta página es un ejemplo, no una empresa real. No envíe datos de salud reales a través de este sitio.',
    elementError: 'No se ha podido mostrar esta parte de la página.',
    routeErrorTitle: '¡Error inesperado de la aplicación!',
    toastDismiss: 'Cerrar notificación',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `De lunes a viernes: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    saturday: (from: number, to: number, f: Format) => `Sábados: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    deviceSupport: (phone: string) => `A cualquier hora, todos los días, si su mano deja de funcionar: ${phone}`,
    medical: 'Ante una urgencia médica, llame al número de emergencias local.',
    reply: (hours: number, f: Format) => `Respondemos en un plazo de ${f.hours(hours)}`,
  },
};
