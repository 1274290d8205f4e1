/** Arabic: the words of pages. */
import type { Words } from '../words';

export const words: Words<'pages'> = {
  pages: {
    home: {
      nav: 'الرئيسية',
      title: 'Phoenix Bionics: أيدٍ صناعية كهربائية عضلية',
      description:
        'أيدٍ صناعية تتحكم بها إشارات عضلاتك، يركّبها فنيو الأطراف الصناعية ويتابعها فريقنا معك. اطلب استشارة.',
    },
    about: {
      nav: 'من نحن',
      title: 'من نحن | Phoenix Bionics',
      description: 'من نحن، وما قيمنا، وكيف وصلت Phoenix Bionics إلى صنع أيدٍ صناعية كهربائية عضلية.',
    },
    products: {
      nav: 'المنتجات',
      title: 'المنتجات | Phoenix Bionics',
      description: 'تعرّف على Neural Pro X1 و FlexiGrip Elite و SmartHand AI: الأسعار والمزايا والمواصفات الكاملة.',
    },
    contact: {
      nav: 'اتصل بنا',
      title: 'اتصل بنا | Phoenix Bionics',
      description: 'اطلب استشارة أو دعمًا فنيًا أو مساعدة في شؤون التأمين.',
    },
    compare: {
      nav: 'المقارنة',
      title: 'قارن بين الأيدي | Phoenix Bionics',
      description:
        'قارن بين Neural Pro X1 و FlexiGrip Elite و SmartHand AI جنبًا إلى جنب: السعر والوزن والبطارية وقوة القبض والقبضات والضمان.',
    },
    funding: {
      nav: 'تكلفة اليد وتمويلها',
      title: 'تكلفة اليد وتمويلها | Phoenix Bionics',
      description:
        'كيف تُموَّل اليد الصناعية عادةً في الولايات المتحدة وألمانيا وإسبانيا، مع روابط إلى المصادر الرسمية، وكيف نساعدك.',
    },
    fitting: {
      nav: 'كيف يتم التركيب',
      title: 'كيف يتم التركيب | Phoenix Bionics',
      description:
        'من الاستشارة الأولى إلى التدريب والمتابعة: خطوات التركيب، ومن يشارك فيها، وكم تستغرق عادةً، ولمن تناسب كل يد.',
    },
    faq: {
      nav: 'أسئلة وأجوبة',
      title: 'أسئلة وأجوبة | Phoenix Bionics',
      description: 'التكلفة والتأمين والضمان والإصلاح والبطارية والاستشارة واللغات وبياناتك: إجابات عن أسئلة شائعة.',
    },
    privacy: {
      nav: 'إشعار الخصوصية',
      title: 'إشعار الخصوصية | Phoenix Bionics',
      description: 'ماذا نفعل بالبيانات التي ترسلها إلينا، وكم نحتفظ بها، وما حقوقك.',
    },
    legal: {
      nav: 'البيانات القانونية',
      title: 'البيانات القانونية | Phoenix Bionics',
      description: 'من يدير هذا الموقع: الشركة وعنوانها وممثلها وتسجيلها.',
    },
    clinics: {
      nav: 'ابحث عن عيادة',
      title: 'ابحث عن عيادة | Phoenix Bionics',
      description:
        'عيادات شريكة في الولايات المتحدة وألمانيا وإسبانيا ودول الخليج تركّب أيدينا: ابحث حسب المدينة، وصفِّ حسب اليد واللغة، واطلب استشارة.',
    },
    notFound: {
      nav: 'الصفحة غير موجودة',
      title: 'الصفحة غير موجودة | Phoenix Bionics',
      description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
    },
  },
  navigation: {
    skipLink: 'انتقل إلى المحتوى الرئيسي',
    menu: 'القائمة',
    mainNavigation: 'التنقل الرئيسي',
    homeLink: (company: string) => `الصفحة الرئيسية لموقع ${company}`,
    getStarted: 'ابدأ الآن',
    languages: 'اللغة',
  },
};
