/** Spanish: the words of notFound. */
import type { Words } from '../words';

export const words: Words<'notFound'> = {
  notFound: {
    title: '¡Vaya! Página no encontrada',
    text: 'La página que busca no existe o ha cambiado de dirección.',
    action: 'Volver al inicio',
  },
};
