/** Arabic: the words of clinics. */
import type { Format } from '../format';
import type { Words } from '../words';
import { counted } from '../arabic';

export const words: Words<'clinics'> = {
  clinics: {
    title: 'ابحث عن عيادة',
    intro:
      'عيادات شريكة تركّب أيدينا. ابحث حسب المدينة أو البلد أو الاسم، أو رتّبها حسب المسافة منك. يصل طلب الاستشارة الذي ترسله من هنا إلى Phoenix Bionics. ونرد عليك، ونرتّب معك الاستشارة في العيادة.',
    search: 'المدينة أو البلد أو اسم العيادة',
    filters: 'تصفية العيادات',
    skipToList: 'انتقل إلى قائمة العيادات',
    hand: 'اليد',
    anyHand: 'أي يد',
    language: 'اللغة المحكية',
    anyLanguage: 'أي لغة',
    nearMe: 'بالقرب مني',
    locating: 'جارٍ تحديد موقعك…',
    sortedByDistance: 'مرتبة حسب المسافة منك، الأقرب أولًا.',
    denied: 'لم تتم مشاركة موقعك، لذا تبقى العيادات بترتيبها المعتاد. يمكنك البحث حسب المدينة بدلًا من ذلك.',
    failed: 'تعذّر تحديد موقعك، لذا تبقى العيادات بترتيبها المعتاد. يمكنك البحث حسب المدينة بدلًا من ذلك.',
    shown: (count: number, f: Format) =>
      `${counted(count, f, { one: 'عيادة واحدة', two: 'عيادتان', few: 'عيادات', many: 'عيادة', other: 'عيادة' })}.`,
    none: 'لا توجد عيادة مطابقة. جرّب مدينة أخرى أو امسح عوامل التصفية.',
    clear: 'مسح عوامل التصفية',
    away: (km: number, f: Format) => `على بعد ${f.kilometres(km)}`,
    fits: 'تركّب',
    speaks: 'اللغات',
    phone: 'الهاتف',
    website: 'الموقع الإلكتروني',
    request: 'اطلب استشارة هنا',
    askTitle: (clinic: string) => `اطلب عبر Phoenix Bionics استشارة في ${clinic}`,
    list: 'العيادات الشريكة',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'خريطة بلا عيادات'
        : `خريطة ${counted(count, f, { one: 'عيادة واحدة', two: 'عيادتين', few: 'عيادات', many: 'عيادة', other: 'عيادة' })} في ${countries}`,
    mapCredit: 'الخريطة: Natural Earth',
    countryCount: (count: number, f: Format) =>
      counted(count, f, { one: 'بلد واحد', two: 'بلدين', few: 'بلدان', many: 'بلدًا', other: 'بلد' }),
    mapHelp:
      'اسحب الخريطة أو قرّبها بإصبعين؛ وعندما تكون محددة، تحرّكها مفاتيح الأسهم ويكبّر + ويصغّر −. تضم القائمة كل العيادات.',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    showAll: 'عرض الكل',
    mapControls: 'أدوات التحكم بالخريطة',
    group: (count: number, f: Format) =>
      `${counted(count, f, { one: 'عيادة واحدة', two: 'عيادتان', few: 'عيادات', many: 'عيادة', other: 'عيادة' })} هنا: اختر للتكبير`,
    send: 'بحث',
    unknown: 'هذه العيادة ليست (أو لم تعد) من عياداتنا الشريكة.',
    loading: 'جارٍ تحميل العيادات…',
    unavailable: 'تعذّر تحميل العيادات. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'حاول مرة أخرى',
    sample: 'بيانات تجريبية: هذه العيادات خيالية، لتجربة البحث. تستبدلها الشركة بقائمتها الخاصة.',
    details: 'العنوان والتواصل ومواعيد العمل',
    email: 'البريد الإلكتروني',
    hours: 'مواعيد العمل',
    days: { Mo: 'الاثنين', Tu: 'الثلاثاء', We: 'الأربعاء', Th: 'الخميس', Fr: 'الجمعة', Sa: 'السبت', Su: 'الأحد' },
    earlier: 'العيادات السابقة',
    later: 'مزيد من العيادات',
    range: (from: number, to: number, f: Format) => `العيادات ${f.number(from)}–${f.number(to)}`,
  },
};
