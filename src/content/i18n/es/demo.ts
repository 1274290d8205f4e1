/** Spanish: the words of demo. */
import type { Words } from '../words';

export const words: Words<'demo'> = {
  demo: {
    title: 'Los agarres, en acción',
    intro:
      'Elija un agarre para ver cómo lo forma la mano, para qué sirve en la vida diaria y cuáles de nuestras manos lo ofrecen.',
    dialogTitle: 'Vea nuestras manos en acción',
    close: 'Cerrar',
    gripsLabel: 'Agarres',
    gripsOf: (product: string) => `Agarres de la ${product}`,
    play: 'Reproducir el recorrido',
    pause: 'Pausar el recorrido',
    usedFor: 'Para qué sirve',
    offeredBy: 'Disponible en',
    signalTitle: 'De la señal muscular al agarre',
    signalText:
      'Unos sensores apoyados sobre la piel captan las débiles señales eléctricas de los músculos que usted contrae. La mano reconoce su patrón para elegir el agarre que usted ha entrenado, y se cierra más a medida que la señal se intensifica.',
    signalMeter: 'Señal muscular',
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Agarre de fuerza',
        use: 'Sostener una taza, una botella o un pasamanos con toda la mano.',
        pose: 'Los cuatro dedos se flexionan con firmeza y el pulgar se cierra sobre ellos.',
      },
      tripod: {
        name: 'Agarre trípode',
        use: 'Escribir con un bolígrafo, comer con un tenedor, recoger un juguete pequeño.',
        pose: 'El pulgar se junta con el índice y el dedo medio; los otros dos dedos quedan semiflexionados.',
      },
      pinch: {
        name: 'Pinza de precisión',
        use: 'Recoger una moneda, una pastilla o una aguja de coser.',
        pose: 'La punta del pulgar toca la punta del índice; los demás dedos permanecen abiertos.',
      },
      key: {
        name: 'Agarre de llave',
        use: 'Girar una llave, sujetar una tarjeta o llevar un plato.',
        pose: 'Los dedos se flexionan y el pulgar presiona contra el costado del índice.',
      },
      point: {
        name: 'Señalar con el índice',
        use: 'Escribir en un teclado, presionar el botón del ascensor, usar una pantalla táctil.',
        pose: 'El índice permanece extendido mientras los demás dedos se flexionan bajo el pulgar.',
      },
      open: {
        name: 'Mano abierta',
        use: 'Llevar una bandeja, empujar una puerta para abrirla, saludar con la mano.',
        pose: 'Todos los dedos y el pulgar se extienden, planos.',
      },
      hook: {
        name: 'Agarre de gancho',
        use: 'Llevar una bolsa de compras o una maleta por el asa.',
        pose: 'Los cuatro dedos se doblan en forma de gancho; el pulgar queda apartado.',
      },
      mouse: {
        name: 'Agarre de ratón',
        use: 'Manejar el ratón: la mano se apoya sobre él y el índice hace clic.',
        pose: 'Los dedos se curvan suavemente hacia delante y el pulgar descansa a un lado.',
      },
    },
  },
};
