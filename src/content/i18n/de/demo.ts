/** German: the words of demo. */
import type { Words } from '../words';

export const words: Words<'demo'> = {
  demo: {
    title: 'Die Griffe in Aktion',
    intro:
      'Wählen Sie einen Griff: Sie sehen, wie die Hand ihn formt, wobei er im Alltag hilft und welche unserer Hände ihn beherrschen.',
    dialogTitle: 'Die Hände bei der Arbeit',
    close: 'Schließen',
    gripsLabel: 'Griffe',
    gripsOf: (product: string) => `Griffe der ${product}`,
    play: 'Rundgang starten',
    pause: 'Rundgang anhalten',
    usedFor: 'Im Alltag',
    offeredBy: 'Verfügbar bei',
    signalTitle: 'Vom Muskelsignal zum Griff',
    signalText:
      'Sensoren, die auf der Haut aufliegen, erfassen die schwachen elektrischen Signale der Muskeln, die Sie anspannen. Die Hand erkennt an ihrem Muster den Griff, den Sie trainiert haben, und schließt sich umso weiter, je stärker das Signal wird.',
    signalMeter: 'Muskelsignal',
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Kraftgriff',
        use: 'Eine Tasse, eine Flasche oder einen Handlauf mit der ganzen Hand halten.',
        pose: 'Alle vier Finger beugen sich fest ein, der Daumen schließt sich darüber.',
      },
      tripod: {
        name: 'Dreipunktgriff',
        use: 'Mit einem Stift schreiben, mit der Gabel essen, ein kleines Spielzeug aufheben.',
        pose: 'Der Daumen trifft auf Zeige- und Mittelfinger; die beiden anderen Finger ruhen halb gebeugt.',
      },
      pinch: {
        name: 'Spitzgriff',
        use: 'Eine Münze, eine Tablette oder eine Nähnadel aufheben.',
        pose: 'Die Daumenspitze berührt die Spitze des Zeigefingers; die übrigen Finger bleiben geöffnet.',
      },
      key: {
        name: 'Schlüsselgriff',
        use: 'Einen Schlüssel drehen, eine Karte halten oder einen Teller tragen.',
        pose: 'Die Finger sind eingebeugt, der Daumen drückt gegen die Seite des Zeigefingers.',
      },
      point: {
        name: 'Zeigegriff',
        use: 'Auf einer Tastatur tippen, einen Aufzugknopf drücken, einen Touchscreen bedienen.',
        pose: 'Der Zeigefinger bleibt gestreckt, die übrigen Finger beugen sich unter den Daumen.',
      },
      open: {
        name: 'Offene Hand',
        use: 'Ein Tablett tragen, eine Tür aufdrücken, zur Begrüßung winken.',
        pose: 'Alle Finger und der Daumen sind flach ausgestreckt und gespreizt.',
      },
      hook: {
        name: 'Hakengriff',
        use: 'Eine Einkaufstasche oder einen Koffer am Griff tragen.',
        pose: 'Die vier Finger beugen sich zu einem Haken; der Daumen bleibt unbeteiligt zur Seite.',
      },
      mouse: {
        name: 'Mausgriff',
        use: 'Eine Computermaus bedienen: Die Hand liegt auf ihr, der Zeigefinger klickt.',
        pose: 'Die Finger wölben sich leicht nach vorn, der Daumen liegt seitlich an.',
      },
    },
  },
};
