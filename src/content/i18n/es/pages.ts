/** Spanish: the words of pages. */
import type { Words } from '../words';

export const words: Words<'pages'> = {
  pages: {
    home: {
      nav: 'Inicio',
      title: 'Phoenix Bionics: prótesis de mano mioeléctricas',
      description:
        'Prótesis de mano controladas por las señales de sus propios músculos, adaptadas por técnicos ortoprotésicos y atendidas por nuestro equipo. Solicite una consulta.',
    },
    about: {
      nav: 'Sobre nosotros',
      title: 'Sobre nosotros | Phoenix Bionics',
      description:
        'Quiénes somos, qué valoramos y cómo Phoenix Bionics llegó a fabricar prótesis de mano mioeléctricas.',
    },
    products: {
      nav: 'Productos',
      title: 'Productos | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite y SmartHand AI: precios, características y especificaciones completas.',
    },
    contact: {
      nav: 'Contacto',
      title: 'Contacto | Phoenix Bionics',
      description: 'Solicite una consulta, asistencia técnica o ayuda con su seguro.',
    },
    compare: {
      nav: 'Comparar',
      title: 'Compare nuestras manos | Phoenix Bionics',
      description:
        'Neural Pro X1, FlexiGrip Elite y SmartHand AI frente a frente: precio, peso, batería, fuerza y tipos de agarre, y garantía.',
    },
    funding: {
      nav: 'Cómo se paga una mano',
      title: 'Cómo se paga una mano | Phoenix Bionics',
      description:
        'Cómo se suele financiar una prótesis de mano en Estados Unidos, Alemania y España, con enlaces a las fuentes oficiales, y cómo le ayudamos.',
    },
    fitting: {
      nav: 'Cómo es la adaptación',
      title: 'Cómo es la adaptación | Phoenix Bionics',
      description:
        'De la primera consulta al entrenamiento y el seguimiento: los pasos de una adaptación, quién participa, cuánto suele durar y a quién conviene cada mano.',
    },
    faq: {
      nav: 'Preguntas frecuentes',
      title: 'Preguntas frecuentes | Phoenix Bionics',
      description:
        'Precio, cobertura, garantía, reparaciones, batería, la consulta, idiomas y sus datos: respuestas a preguntas frecuentes.',
    },
    privacy: {
      nav: 'Política de privacidad',
      title: 'Política de privacidad | Phoenix Bionics',
      description: 'Qué hacemos con los datos que nos envía, cuánto tiempo los conservamos y cuáles son sus derechos.',
    },
    legal: {
      nav: 'Aviso legal',
      title: 'Aviso legal | Phoenix Bionics',
      description: 'Quién gestiona este sitio: la empresa, su dirección, su representante y su registro.',
    },
    clinics: {
      nav: 'Buscar una clínica',
      title: 'Buscar una clínica | Phoenix Bionics',
      description:
        'Clínicas asociadas en Estados Unidos, Alemania, España y el Golfo que adaptan nuestras manos: busque por ciudad, filtre por mano e idioma y pídanos una consulta en una de ellas.',
    },
    notFound: {
      nav: 'Página no encontrada',
      title: 'Página no encontrada | Phoenix Bionics',
      description: 'La página que busca no existe o ha cambiado de dirección.',
    },
  },
  navigation: {
    skipLink: 'Saltar al contenido principal',
    menu: 'Menú',
    mainNavigation: 'Principal',
    homeLink: (company: string) => `${company}, página de inicio`,
    getStarted: 'Comenzar',
    languages: 'Idioma',
  },
};
