/** English: the words of compare. */
export const words = {
  compare: {
    title: 'Compare the hands',
    intro: 'Our hands side by side. Choose which hands to compare; the best value of each figure is marked.',
    chooseHands: 'Hands to compare',
    /** Read when a visitor tries to switch off the last hand. */
    keepOne: 'At least one hand stays in the comparison.',
    caption: 'The chosen hands, figure by figure',
    figure: 'Figure',
    rows: {
      price: 'Price',
      weight: 'Weight',
      battery: 'Battery life',
      charging: 'Charging time',
      gripForce: 'Grip force',
      gripPatterns: 'Grip patterns',
      warranty: 'Warranty',
      grips: 'Grips',
    },
    best: {
      price: 'lowest price',
      weight: 'lightest',
      battery: 'longest battery',
      charging: 'fastest charging',
      gripForce: 'strongest grip',
      gripPatterns: 'most grip patterns',
      warranty: 'longest warranty',
    },
    notPublished: 'not published',
    requestConsultation: 'Request Consultation',
    /** Names the table's scrolling box on narrow screens. */
    scrollRegion: 'Comparison table',
  },
};
