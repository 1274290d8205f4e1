/** Spanish: the words of clinics. */
import type { Format } from '../format';
import type { Words } from '../words';

export const words: Words<'clinics'> = {
  clinics: {
    title: 'Buscar una clínica',
    intro:
      'Clínicas asociadas que adaptan nuestras manos. Busque por ciudad, país o nombre, u ordénelas por distancia. La solicitud de consulta que envíe desde aquí llega a Phoenix Bionics. Le respondemos y organizamos con usted la consulta en la clínica.',
    search: 'Ciudad, país o nombre de la clínica',
    filters: 'Filtrar las clínicas',
    skipToList: 'Saltar a la lista de clínicas',
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
    countryCount: (count: number, f: Format) => `${f.number(count)} ${f.plural(count) === 'one' ? 'país' : 'países'}`,
    mapHelp:
      'Arrastre el mapa o pellízquelo; con el mapa enfocado, las flechas lo mueven y + y − acercan o alejan. La lista contiene todas las clínicas.',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    showAll: 'Ver todas',
    mapControls: 'Controles del mapa',
    group: (count: number, f: Format) => `${f.number(count)} clínicas aquí: elija para acercar`,
    send: 'Buscar',
    unknown: 'Esta clínica no está (ya) entre nuestras clínicas asociadas.',
    loading: 'Cargando las clínicas…',
    unavailable: 'No se pudieron cargar las clínicas. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    sample:
      'Datos de ejemplo: estas clínicas son ficticias, para probar el buscador. La empresa las sustituye por su propia lista.',
    details: 'Dirección, contacto y horario',
    email: 'Correo electrónico',
    hours: 'Horario',
    days: { Mo: 'lun', Tu: 'mar', We: 'mié', Th: 'jue', Fr: 'vie', Sa: 'sáb', Su: 'dom' },
    earlier: 'Clínicas anteriores',
    later: 'Más clínicas',
    range: (from: number, to: number, f: Format) => `Clínicas ${f.number(from)}–${f.number(to)}`,
  },
};
