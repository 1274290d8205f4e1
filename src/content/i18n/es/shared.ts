/** Spanish: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'shared'> = {
  site: {
    elementError: 'No se ha podido mostrar esta parte de la página.',
    routeErrorTitle: '¡Error inesperado de la aplicación!',
    toastDismiss: 'Cerrar notificación',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `De lunes a viernes: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    saturday: (from: number, to: number, f: Format) => `Sábados: de ${f.hour(from)}:00 a ${f.hour(to)}:00 h`,
    emergency:
      'Asistencia urgente las 24 horas, todos los días, para problemas con su mano (ante una urgencia médica, llame al 112)',
    reply: (hours: number, f: Format) => `Respondemos en un plazo de ${f.hours(hours)}`,
  },
};
