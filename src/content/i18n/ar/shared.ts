/** Arabic: the words every element needs. */
import type { Format } from '../format';
import type { Words } from '../words';
import { after } from '../arabic';

export const words: Words<'shared'> = {
  language: {
    switcher: 'اللغة',
    current: 'اللغة الحالية',
  },
  site: {
    skipLink: 'انتقل إلى المحتوى الرئيسي',
    menu: 'القائمة',
    mainNavigation: 'التنقل الرئيسي',
    homeLink: (company: string) => `الصفحة الرئيسية لموقع ${company}`,
    logoAlt: (company: string) => `شعار ${company}`,
    elementError: 'تعذّر عرض هذا الجزء من الصفحة.',
    routeErrorTitle: 'حدث خطأ غير متوقع في التطبيق!',
    toastDismiss: 'إغلاق الإشعار',
    getStarted: 'ابدأ الآن',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `من الاثنين إلى الجمعة: من ${f.hour(from)} إلى ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `السبت: من ${f.hour(from)} إلى ${f.hour(to)}`,
    emergency:
      'دعم للطوارئ على مدار الساعة، طوال أيام الأسبوع، لمشكلات يدك (في حالة الطوارئ الطبية اتصل برقم الطوارئ المحلي)',
    reply: (hours: number, f: Format) => `نرد خلال ${after(f, hours, 'hour')}`,
  },
};
