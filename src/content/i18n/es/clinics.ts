/** Spanish: the words of clinics. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'clinics'> = {
  clinics: {
    title: 'Buscar una clínica',
    intro:
      'Clínicas asociadas que adaptan nuestras manos. Busque por ciudad, país o nombre, u ordénelas por distancia. La solicitud de consulta que envíe desde aquí llega a Phoenix Bionics. Le respondemos en menos de 24 horas y organizamos con usted la consulta en la clínica.',
    search: 'Ciudad, país o nombre de la clínica',
    filters: 'Filtrar las clínicas',
    hand: 'Mano',
    anyHand: 'Cualquier mano',
    language: 'Idioma hablado',
    anyLanguage: 'Cualquier idioma',
    nearMe: 'Cerca de mí',
    locating: 'Buscando su ubicación…',
    sortedByDistance: 'Ordenadas por distancia, la más cercana primero.',
    denied: 'No se compartió su ubicación, así que las clínicas mantienen su orden habitual. Puede buscar por ciudad.',
    failed:
      'No se pudo determinar su ubicación, así que las clínicas mantienen su orden habitual. Puede buscar por ciudad.',
    shown: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'clínica' : 'clínicas'}.`,
    none: 'Ninguna clínica coincide. Pruebe otra ciudad o borre los filtros.',
    clear: 'Borrar filtros',
    away: (km: number, f: Format) => `a ${f.kilometres(km)}`,
    fits: 'Adapta',
    speaks: 'Idiomas',
    phone: 'Teléfono',
    website: 'Sitio web',
    request: 'Solicitar consulta aquí',
    askTitle: (clinic: string) => `Solicite a Phoenix Bionics una consulta en ${clinic}`,
    list: 'Clínicas asociadas',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'Mapa sin clínicas'
        : `Mapa de ${f.number(count)} ${f.plural(count) === 'one' ? 'clínica' : 'clínicas'} en ${countries}`,
    mapCredit: 'Mapa: Natural Earth',
    countries: {
      us: 'Estados Unidos',
      de: 'Alemania',
      es: 'España',
      ae: 'Emiratos Árabes Unidos',
      sa: 'Arabia Saudí',
      qa: 'Catar',
    },
    languages: {
      en: 'inglés',
      de: 'alemán',
      es: 'español',
      ar: 'árabe',
      fr: 'francés',
      tr: 'turco',
      ru: 'ruso',
      hi: 'hindi',
      ur: 'urdu',
    },
  },
};
