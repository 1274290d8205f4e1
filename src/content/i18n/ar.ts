/**
 * Everything a visitor reads or hears, in Arabic (Modern Standard Arabic). Shown right to left; figures arrive as
 * numbers, written with Western digits by `Format`. Product and company names stay in Latin script, each as its own word.
 */
import type { Catalogue } from './en';
import { after, afterDuration, counted } from './arabic';
import type { Format } from './format';

export const ar: Catalogue = {
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
  pages: {
    home: {
      nav: 'الرئيسية',
      title: 'Phoenix Bionics: أيدٍ صناعية بتحكم عصبي',
      description: 'أيدٍ صناعية تتحكم بها إشارات عضلاتك، يركّبها أخصائيونا ويتابعونها معك. اطلب استشارة.',
    },
    about: {
      nav: 'من نحن',
      title: 'من نحن | Phoenix Bionics',
      description:
        'منذ عام 2009، ساعدت Phoenix Bionics أكثر من 10,000 شخص على استعادة حركتهم الطبيعية بأيدٍ صناعية بتحكم عصبي.',
    },
    products: {
      nav: 'المنتجات',
      title: 'المنتجات | Phoenix Bionics',
      description: 'تعرّف على Neural Pro X1 و FlexiGrip Elite و SmartHand AI: الأسعار والمزايا والمواصفات الكاملة.',
    },
    contact: {
      nav: 'اتصل بنا',
      title: 'اتصل بنا | Phoenix Bionics',
      description: 'اطلب استشارة أو دعمًا فنيًا أو مساعدة في شؤون التأمين. نرد على رسالتك خلال 24 ساعة.',
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
  home: {
    hero: {
      eyebrow: 'أطراف صناعية بتحكم عصبي',
      title: 'استعِد حركتك الطبيعية',
      text: (batteryHours: number, product: string, f: Format) =>
        `أيدٍ صناعية تستجيب لإشارات عضلاتك، ببطارية تدوم حتى ${after(f, batteryHours, 'hour')} في ${product}.`,
      primary: 'احجز استشارة',
      secondary: 'شاهد العرض التوضيحي',
      imageAlt: 'رسم توضيحي ليد صناعية مفتوحة تمتد إلى الأمام',
    },
    featuresTitle: 'لماذا يختار الناس Phoenix',
    features: {
      technology: {
        title: 'تقنية متقدمة',
        text: 'التحكم الكهربائي العضلي يقرأ العضلات التي تشدّها، وتضيف SmartHand AI توقّع القبضة بمساعدة الذكاء الاصطناعي.',
      },
      durable: {
        title: 'متانة وموثوقية',
        text: (batteryHours: number, warrantyYears: number, f: Format) =>
          `مصمَّمة للحياة اليومية، ببطارية تدوم حتى ${after(f, batteryHours, 'hour')} وضمان يمتد حتى ${after(f, warrantyYears, 'year')}، بحسب اليد.`,
      },
      fit: {
        title: 'ملاءمة مصمَّمة لك',
        text: 'يشكّل أخصائيونا كل تجويف تركيب ويضبطون كل قبضة بما يناسب الشخص الذي يرتديها.',
      },
      award: {
        title: 'حائزة على جوائز',
        text: 'نصمّم أيدينا مع الأطباء ومع من يرتدونها، ونختبرها معهم قبل طرحها.',
      },
    },
    productsTitle: 'أيدينا الصناعية',
    productsText: 'ثلاث أيدٍ وهدف واحد: الحركة التي تفكر فيها.',
    viewAllProducts: 'عرض جميع المنتجات',
    benefitsTitle: 'الحياة مع يد Phoenix',
    benefits: [
      'تحكّم في يدك بإشارات عضلاتك أنت',
      'قبضات تتكيّف مع ما تحمله',
      'تركيب وتدريب ومتابعة على أيدي أخصائيينا',
      'مساعدة في أسئلة التأمين والتمويل',
      'دعم للطوارئ على مدار الساعة، ورد خلال 24 ساعة',
    ],
    benefitsLink: 'تعرّف على قصتنا',
    benefitsFundingLink: 'كيف تُدفع تكلفة اليد',
    closing: {
      title: 'هل أنت مستعد للخطوة التالية؟',
      text: 'تحدّث إلى أحد أخصائيينا عمّا يمكن أن تقدّمه لك يد من Phoenix.',
      action: 'احجز استشارة',
    },
  },
  about: {
    title: 'من نحن',
    intro: 'نصنع أيديًا صناعية تعيد إلى الناس الحركات التي تعني لهم الكثير.',
    missionTitle: 'رسالتنا',
    mission: [
      'وُجدت Phoenix Bionics لتعيد الحركة الطبيعية إلى من يعيشون مع بتر أو اختلاف خِلقي في الأطراف. نجمع بين التحكم بالإشارات العصبية والذكاء الاصطناعي لتتبع اليد الصناعية ما تنويه أنت، لا أوامر مبرمجة مسبقًا.',
      'كل يد نصنعها يركّبها ويضبطها ويتابعها أخصائيون يُصغون إليك أولًا، لأن أفضل تقنية هي تلك التي تنسجم مع حياتك.',
    ],
    statsTitle: 'أثرنا بالأرقام',
    stats: {
      livesChanged: 'حياة تغيّرت',
      yearsExperience: 'عامًا من الخبرة',
      researchPartners: 'شركاء في البحث',
      satisfaction: 'نسبة الرضا',
    },
    atLeast: (figure: string) => `أكثر من ${figure}`,
    valuesTitle: 'قيمنا الأساسية',
    values: {
      care: { title: 'رعاية محورها المريض', text: 'يبدأ كل قرار نتخذه بمن يرتدون أيدينا وبعائلاتهم.' },
      innovation: { title: 'الابتكار', text: 'نحوّل أبحاث التحكم العصبي وتعلّم الآلة إلى حركة يومية.' },
      collaboration: { title: 'التعاون', text: 'نعمل مع الأطباء والباحثين والمرضى فريقًا واحدًا.' },
      excellence: { title: 'التميّز', text: 'نُخضع كل يد للمعايير نفسها التي نريدها لعائلاتنا.' },
    },
    timelineTitle: 'مسيرتنا',
    milestones: {
      founded: {
        title: 'التأسيس',
        text: 'تأسست Phoenix Bionics على يد مهندسين وأخصائيين سريريين يجمعهم هدف واحد: الحركة الطبيعية.',
      },
      firstProduct: { title: 'أول منتج تجاري', text: 'أول يد من صنعنا بتحكم عصبي تصل إلى المرضى.' },
      expansion: { title: 'التوسع العالمي', text: 'عيادات شريكة خارج الولايات المتحدة تبدأ تركيب أيدي Phoenix.' },
      nextGeneration: { title: 'الجيل التالي', text: 'القبضات المدعومة بالذكاء الاصطناعي تصل مع SmartHand AI.' },
    },
  },
  products: {
    title: 'منتجاتنا',
    intro: 'ثلاث أيدٍ صناعية، يركّب أخصائيونا كلًّا منها ويضبطونها لتناسب من يرتديها.',
    keyFeatures: 'أبرز المزايا',
    specifications: 'المواصفات',
    requestConsultation: 'اطلب استشارة',
    closingTitle: 'لست متأكدًا أي يد تناسبك؟',
    closingText: 'سيساعدك أخصائيونا على اختيار يدك الجديدة وتركيبها وتعلّم استخدامها.',
    closingAction: 'احجز استشارة',
    seeGrips: 'اطّلع على قبضاتها',
    compareLink: 'قارن بين الأيدي',
    price: (usd: number, f: Format) => `ابتداءً من ${f.usd(usd)}`,
    specs: {
      weight: 'الوزن',
      battery: 'عمر البطارية',
      charging: 'مدة الشحن',
      gripForce: 'قوة القبض',
      warranty: 'الضمان',
      gripPatterns: 'أنماط القبض',
    },
    upToNewtons: (newtons: number, f: Format) => `حتى ${f.number(newtons)} نيوتن`,
    features: {
      gripPatterns: (count: number, f: Format) =>
        counted(count, f, {
          one: 'نمط قبض واحد',
          two: 'نمطان للقبض',
          few: 'أنماط للقبض',
          many: 'نمطًا للقبض',
          other: 'نمط للقبض',
        }),
      neuralControl: 'تحكّم بالإشارات العصبية',
      battery: (hours: number, f: Format) =>
        `بطارية تدوم حتى ${counted(hours, f, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' })}`,
      gripForce: (newtons: number, f: Format) => `قوة قبض تصل إلى ${f.number(newtons)} نيوتن`,
      lightweight: (grams: number, f: Format) => `تصميم خفيف بوزن ${f.grams(grams)}`,
      fastCharging: (minutes: number, f: Format) => `يُشحن خلال ${afterDuration(f, minutes)}`,
      gripPrediction: 'توقّع القبضة بمساعدة الذكاء الاصطناعي',
      warranty: (years: number, f: Format) =>
        `ضمان لمدة ${counted(years, f, { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' })}`,
    },
    items: {
      'neural-pro-x1': {
        summary: 'يدنا الرائدة بتحكم عصبي، مع قبضة لكل مهمة.',
        description:
          'تقرأ يد Neural Pro X1 إشارات العضلات في طرفك المتبقي وتحوّل ما تنويه إلى حركة. وتغطي أنماط قبضها كل شيء، من مصافحة ثابتة إلى التقاط قطعة نقدية.',
        imageAlt: 'رسم توضيحي ليد Neural Pro X1: يد صناعية داكنة يحيط بمعصمها شريط استشعار مضيء',
      },
      'flexigrip-elite': {
        summary: 'يد خفيفة ورشيقة لراحة تدوم طوال اليوم.',
        description:
          'يد FlexiGrip Elite هي الأخف وزنًا بين أيدينا، صُمّمت لراحة تدوم طوال اليوم. وتواكب أوضاعُ قبضها وشحنُها السريع يومك المزدحم.',
        imageAlt: 'رسم توضيحي ليد FlexiGrip Elite: يد صناعية نحيفة وخفيفة بمفاصل أصابع مرنة',
      },
      'smarthand-ai': {
        summary: 'يد مدعومة بالذكاء الاصطناعي تتعلّم طريقة حركتك.',
        description:
          'تتعلّم يد SmartHand AI حركاتك وتتوقّع القبضة التي تحتاج إليها. وبأطول عمر للبطارية وأطول ضمان في مجموعتنا، فهي أكثر أيدينا قدرة.',
        imageAlt: 'رسم توضيحي ليد SmartHand AI: يد صناعية على راحتها نقش يشبه الدوائر الإلكترونية',
      },
    },
  },
  contact: {
    title: 'اتصل بنا',
    intro: 'لديك أسئلة عن يد صناعية أو استشارة أو تأمينك الصحي؟ أرسل إلينا رسالة.',
    formTitle: 'أرسل إلينا رسالة',
    fields: {
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      inquiry: 'نوع الاستفسار',
      subject: 'الموضوع',
      message: 'الرسالة',
    },
    inquiryTypes: {
      general: 'معلومات عامة',
      consultation: 'حجز استشارة',
      support: 'الدعم الفني',
      insurance: 'استفسارات التأمين',
      partnership: 'فرص الشراكة',
    },
    subjectAbout: (product: string) => `استشارة بخصوص ${product}`,
    optional: '(اختياري)',
    requiredNote: 'جميع الحقول مطلوبة باستثناء رقم الهاتف.',
    submit: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    success: {
      title: 'تم إرسال رسالتك بنجاح!',
      text: (hours: number, f: Format) => `سنرد عليك خلال ${after(f, hours, 'hour')}.`,
    },
    infoTitle: 'معلومات التواصل',
    labels: { address: 'العنوان', phone: 'الهاتف', email: 'البريد الإلكتروني', hours: 'ساعات العمل' },
    quickActionsTitle: 'إجراءات سريعة',
    quickActions: {
      consultation: 'احجز استشارة',
      insurance: 'اطرح سؤالًا عن التأمين',
      funding: 'كيف تُدفع تكلفة اليد',
      compare: 'قارن بين الأيدي',
      demo: 'شاهد العرض التوضيحي',
      clinics: 'ابحث عن عيادة',
    },
    privacyNote: {
      text: 'نستخدم ما ترسله فقط للرد على طلبك وترتيب استشارتك.',
      link: 'اقرأ إشعار الخصوصية',
    },
    /** موضوع طلب استشارة في عيادة شريكة. */
    subjectAtClinic: (clinic: string) => `استشارة في ${clinic}`,
    mapTitle: 'عياداتنا الشريكة',
    sentPage: { back: 'العودة إلى الصفحة التي جئت منها', another: 'إرسال رسالة أخرى' },
  },
  inquiryRecord: {
    id: 'المرجع',
    receivedAt: 'تاريخ الاستلام',
    pageUrl: 'أُرسل من الصفحة',
    idempotencyKey: 'مفتاح الطلب',
    lang: 'اللغة',
    clinic: 'العيادة الشريكة',
    notificationSubject: (type: string, name: string) => `${type}: ${name}`,
    notificationIntro: 'وصل استفسار جديد عبر الموقع. ردّ على هذه الرسالة للإجابة على الزائر.',
  },
  fieldErrors: {
    required: 'يُرجى ملء هذا الحقل.',
    email: 'يُرجى إدخال عنوان بريد إلكتروني مثل name@example.com.',
    tooLong: (max: number, f: Format) =>
      `يُرجى ألا يتجاوز النص ${counted(max, f, { one: 'حرفًا واحدًا', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' })}.`,
    inquiry: 'يُرجى اختيار نوع الاستفسار من القائمة.',
    invalid: 'يُرجى التحقق من هذا الحقل.',
  },
  delivery: {
    errorTitle: 'لم تُرسَل رسالتك',
    errorText: 'لم يُفقد شيء: رسالتك ما زالت في النموذج.',
    retry: 'أعد المحاولة',
    reasons: {
      network: 'تعذّر الاتصال بخادمنا. يُرجى التحقق من اتصالك بالإنترنت.',
      timeout: 'لم يستجب خادمنا في الوقت المحدد.',
      server: 'يتعذّر على خادمنا استلام الرسالة حاليًا.',
      invalid: 'بعض الحقول تحتاج إلى مراجعتك.',
      rateLimited: 'أُرسل عدد كبير من الرسائل في وقت قصير. يُرجى الانتظار قليلًا.',
      endpoint: 'هذا النموذج غير مهيّأ لإرسال الرسائل. يُرجى التواصل معنا عبر الهاتف أو البريد الإلكتروني.',
    },
    fieldsNeedAttention: 'يُرجى مراجعة الحقول المميّزة.',
  },
  hours: {
    weekdays: (from: number, to: number, f: Format) => `من الاثنين إلى الجمعة: من ${f.hour(from)} إلى ${f.hour(to)}`,
    saturday: (from: number, to: number, f: Format) => `السبت: من ${f.hour(from)} إلى ${f.hour(to)}`,
    emergency: 'دعم للطوارئ على مدار الساعة، طوال أيام الأسبوع',
    reply: (hours: number, f: Format) => `نرد خلال ${after(f, hours, 'hour')}`,
  },
  footer: {
    blurb: 'نعيد الحركة الطبيعية بأيدٍ صناعية تتحكم بها إشارات عضلاتك.',
    patientsHeading: 'للمرضى',
    legalLinks: 'معلومات قانونية',
    quickLinksHeading: 'روابط سريعة',
    contactHeading: 'تواصل معنا',
    hoursHeading: 'ساعات العمل',
    copyright: (year: string, company: string) => `© ${year} ${company}. جميع الحقوق محفوظة.`,
  },
  demo: {
    title: 'القبضات في عرض توضيحي',
    intro: 'اختر قبضة لترى كيف تشكّلها اليد، وفيمَ تُستخدم في الحياة اليومية، وأيّ أيدينا توفّرها.',
    dialogTitle: 'شاهد الأيدي أثناء العمل',
    close: 'إغلاق',
    gripsLabel: 'القبضات',
    gripsOf: (product: string) => `قبضات يد ${product}`,
    play: 'تشغيل الجولة',
    pause: 'إيقاف الجولة مؤقتًا',
    usedFor: 'الاستخدامات',
    offeredBy: 'متوفرة في',
    signalTitle: 'من إشارة العضلة إلى القبضة',
    signalText:
      'تلتقط مستشعرات ملامسة للجلد الإشاراتِ الكهربائية الخافتة للعضلات التي تشدّها. وتقرأ اليد نمط هذه الإشارات لتختار القبضة التي تدرّبت عليها، ثم تنغلق أكثر كلما قويت الإشارة.',
    signalMeter: 'إشارة العضلة',
    poseNow: (grip: string, pose: string) => `${grip}: ${pose}`,
    grips: {
      power: {
        name: 'قبضة القوة',
        use: 'إمساك كوب أو زجاجة أو درابزين باليد كلها.',
        pose: 'تنثني الأصابع الأربع بإحكام ويُطبق الإبهام فوقها.',
      },
      tripod: {
        name: 'القبضة الثلاثية',
        use: 'الكتابة بالقلم، والأكل بالشوكة، والتقاط لعبة صغيرة.',
        pose: 'يلتقي الإبهام بالسبابة والوسطى؛ ويستقر الإصبعان الآخران نصف مثنيّين.',
      },
      pinch: {
        name: 'قبضة الدقة',
        use: 'التقاط قطعة نقدية أو حبة دواء أو إبرة خياطة.',
        pose: 'يلتقي طرف الإبهام بطرف السبابة؛ وتبقى الأصابع الأخرى مفتوحة.',
      },
      key: {
        name: 'قبضة المفتاح الجانبية',
        use: 'تدوير مفتاح، أو إمساك بطاقة، أو حمل طبق.',
        pose: 'تنثني الأصابع ويضغط الإبهام على جانب السبابة.',
      },
      point: {
        name: 'الإشارة بالسبابة',
        use: 'الكتابة على لوحة المفاتيح، والضغط على زر المصعد، واستخدام شاشة اللمس.',
        pose: 'تبقى السبابة مستقيمة بينما تنثني الأصابع الأخرى تحت الإبهام.',
      },
      open: {
        name: 'الكف المفتوحة',
        use: 'حمل صينية، ودفع باب لفتحه، والتلويح بالتحية.',
        pose: 'تنبسط الأصابع كلها والإبهام انبساطًا مستويًا.',
      },
      hook: {
        name: 'قبضة الخطاف',
        use: 'حمل كيس التسوق أو حقيبة السفر من مقبضها.',
        pose: 'تنثني الأصابع الأربع على شكل خطاف؛ ويبقى الإبهام بعيدًا عنها.',
      },
      mouse: {
        name: 'قبضة الفأرة',
        use: 'استخدام فأرة الحاسوب: تستقر اليد عليها وتنقر السبابة.',
        pose: 'تنحني الأصابع برفق إلى الأمام ويستقر الإبهام على الجانب.',
      },
    },
  },
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
  clinics: {
    title: 'ابحث عن عيادة',
    intro: 'عيادات شريكة تركّب أيدينا. ابحث حسب المدينة أو البلد أو الاسم، أو رتّبها حسب المسافة منك.',
    search: 'المدينة أو البلد أو اسم العيادة',
    filters: 'تصفية العيادات',
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
      counted(count, f, { one: 'عيادة واحدة', two: 'عيادتان', few: 'عيادات', many: 'عيادة', other: 'عيادة' }),
    none: 'لا توجد عيادة مطابقة. جرّب مدينة أخرى أو امسح عوامل التصفية.',
    clear: 'مسح عوامل التصفية',
    away: (km: number, f: Format) => `على بعد ${f.kilometres(km)}`,
    fits: 'تركّب',
    speaks: 'اللغات',
    phone: 'الهاتف',
    website: 'الموقع الإلكتروني',
    request: 'اطلب استشارة هنا',
    askTitle: (clinic: string) => `اطلب استشارة من ${clinic}`,
    list: 'العيادات الشريكة',
    map: (count: number, countries: string, f: Format) =>
      count === 0
        ? 'خريطة بلا عيادات'
        : `خريطة ${counted(count, f, { one: 'عيادة واحدة', two: 'عيادتين', few: 'عيادات', many: 'عيادة', other: 'عيادة' })} في ${countries}`,
    mapCredit: 'الخريطة: Natural Earth',
    allClinics: 'عرض كل العيادات الشريكة',
    countries: {
      us: 'الولايات المتحدة',
      de: 'ألمانيا',
      es: 'إسبانيا',
      ae: 'الإمارات العربية المتحدة',
      sa: 'السعودية',
      qa: 'قطر',
    },
    languages: {
      en: 'الإنجليزية',
      de: 'الألمانية',
      es: 'الإسبانية',
      ar: 'العربية',
      fr: 'الفرنسية',
      tr: 'التركية',
      ru: 'الروسية',
      hi: 'الهندية',
      ur: 'الأردية',
    },
  },
  notFound: {
    title: 'عذرًا! الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
    action: 'العودة إلى الصفحة الرئيسية',
  },
};
