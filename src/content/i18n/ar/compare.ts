/** Arabic: the words of compare. */
import type { Words } from '../words';

export const words: Words<'compare'> = {
  compare: {
    title: 'قارن بين الأيدي',
    intro: 'أيدينا جنبًا إلى جنب. اختر الأيدي التي تريد مقارنتها؛ وستجد أفضل قيمة في كل بند مميّزة.',
    chooseHands: 'الأيدي المراد مقارنتها',
    keepOne: 'يجب أن تبقى يد واحدة على الأقل في المقارنة.',
    caption: 'الأيدي المختارة، بندًا بندًا',
    figure: 'البند',
    rows: {
      price: 'السعر',
      weight: 'الوزن',
      battery: 'عمر البطارية',
      charging: 'مدة الشحن',
      gripForce: 'قوة القبض',
      gripPatterns: 'أنماط القبض',
      warranty: 'الضمان',
      grips: 'القبضات',
    },
    best: {
      price: 'الأقل سعرًا',
      weight: 'الأخف وزنًا',
      battery: 'أطول عمر للبطارية',
      charging: 'الأسرع شحنًا',
      gripForce: 'أقوى قبضة',
      gripPatterns: 'أكثر أنماط القبض',
      warranty: 'أطول ضمان',
    },
    notPublished: 'غير معلن',
    requestConsultation: 'اطلب استشارة',
    scrollRegion: 'جدول المقارنة',
  },
};
