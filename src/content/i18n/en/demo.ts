/** English: the words of demo. */
export const words = {
  demo: {
    title: 'The grips, demonstrated',
    intro:
      'Choose a grip to see how the hand forms it, what it is for in everyday life, and which of our hands offer it.',
    dialogTitle: 'Watch the hands at work',
    close: 'Close',
    gripsLabel: 'Grips',
    /** Above the grip buttons when the demo shows one hand's grips. */
    gripsOf: (product: string) => `Grips of the ${product}`,
    play: 'Play the tour',
    pause: 'Pause the tour',
    usedFor: 'Used for',
    offeredBy: 'Offered by',
    signalTitle: 'From muscle signal to grip',
    signalText:
      'Sensors resting on the skin pick up the faint electrical signals of the muscles you tense. The hand reads their pattern to choose the grip you trained, and closes further as the signal grows stronger.',
    signalMeter: 'Muscle signal',
    /** What a screen reader hears when the drawn hand changes pose. */
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'Power grip',
        use: 'Holding a cup, a bottle or a handrail with the whole hand.',
        pose: 'All four fingers curl firmly and the thumb closes over them.',
      },
      tripod: {
        name: 'Tripod grip',
        use: 'Writing with a pen, eating with a fork, picking up a small toy.',
        pose: 'The thumb meets the index and middle fingers; the other two fingers rest half bent.',
      },
      pinch: {
        name: 'Precision pinch',
        use: 'Picking up a coin, a pill or a sewing needle.',
        pose: 'The tip of the thumb meets the tip of the index finger; the other fingers stay open.',
      },
      key: {
        name: 'Key grip',
        use: 'Turning a key, holding a card or carrying a plate.',
        pose: 'The fingers curl and the thumb presses against the side of the index finger.',
      },
      point: {
        name: 'Index point',
        use: 'Typing on a keyboard, pressing an elevator button, using a touch screen.',
        pose: 'The index finger stays straight while the other fingers curl under the thumb.',
      },
      open: {
        name: 'Open palm',
        use: 'Carrying a tray, pushing a door open, waving hello.',
        pose: 'All fingers and the thumb spread out flat.',
      },
      hook: {
        name: 'Hook grip',
        use: 'Carrying a shopping bag or a suitcase by its handle.',
        pose: 'The four fingers bend into a hook; the thumb stays out of the way.',
      },
      mouse: {
        name: 'Mouse grip',
        use: 'Using a computer mouse: the hand rests on it and the index finger clicks.',
        pose: 'The fingers curve gently forward and the thumb rests at the side.',
      },
    },
  },
};
