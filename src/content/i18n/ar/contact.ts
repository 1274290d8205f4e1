/** Arabic: the words of contact, fieldErrors, delivery. */
import type { Format } from '../format';
import type { Words } from '../words';
import { after, counted } from '../arabic';

export const words: Words<'contact'> = {
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
    consent: {
      health: {
        label: (company: string) => `أوافق على أن تستخدم ${company} المعلومات الصحية الواردة في رسالتي للرد على طلبي.`,
        hint: (privacyEmail: string) =>
          `المعلومات الصحية هي مثلًا ما يخص طرفك أو صحتك أو علاجك. ويمكنك سحب موافقتك في أي وقت: عبر الرابط في رسالة التأكيد التي نرسلها إليك بالبريد الإلكتروني، أو بمراسلتنا على ${privacyEmail}. ويبقى ما فعلناه قبل ذلك مشروعًا.`,
        missing:
          'يُرجى تحديد هذا المربع لإرسال رسالتك. لا يجوز لنا قراءة المعلومات الصحية إلا بموافقتك. وإن كنت لا تريد الموافقة، فاتصل بنا أو راسلنا بالبريد الإلكتروني.',
      },
      /** The second box, shown only when the request names a partner clinic: send it to that clinic too. */
      clinic: {
        label: (clinic: string, country: string) =>
          `أرسل طلبي أيضًا، بما فيه من معلومات صحية، إلى ${clinic} في ${country} حتى تتمكن العيادة من التواصل معي.`,
        hint: 'بدون هذه العلامة، يتلقى فريقنا وحده طلبك. ومعها، تتلقى تلك العيادة أيضًا اسمك وبيانات الاتصال بك ورسالتك.',
        /** Under the hint: what the law of the clinic's country means for the visitor's details (Art. 49(1)(a) GDPR). */
        transfer: {
          adequacy: (country: string) =>
            `تقع ${country} خارج الاتحاد الأوروبي. وقد قرر الاتحاد الأوروبي أن القانون هناك يحمي البيانات الشخصية حماية كافية (قرار كفاية).`,
          none: (country: string) =>
            `تقع ${country} خارج الاتحاد الأوروبي، ولا نعلم بقرار كفاية أوروبي يشمل هذه العيادة: فلم يقرر الاتحاد الأوروبي أن القانون هناك يحمي بياناتك حماية كافية. وقد تكون أقل حماية هناك، وقد يصعب عليك ممارسة حقوقك. ولا نرسلها إلى هناك إلا إذا حددت هذا المربع.`,
        },
        missing: '',
      },
      privacyLink: 'اقرأ إشعار الخصوصية',
    },
    /** موضوع طلب استشارة في عيادة شريكة. */
    /** Above the form when the request names a partner clinic. */
    forClinic: (clinic: string) => `طلبك يتعلق باستشارة في ${clinic}.`,
    subjectAtClinic: (clinic: string) => `استشارة في ${clinic}`,
    mapTitle: 'عياداتنا الشريكة',
    allClinics: 'عرض كل العيادات الشريكة',
    sentPage: { back: 'العودة إلى الصفحة التي جئت منها', another: 'إرسال رسالة أخرى' },
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
    },
    noReceiver: (phone: string, email: string) =>
      `لا يستطيع هذا النموذج إرسال الرسائل من هذه الصفحة. يُرجى الاتصال بنا على \u2068${phone}\u2069 أو مراسلتنا على \u2068${email}\u2069.`,
    fieldsNeedAttention: 'يُرجى مراجعة الحقول المميّزة.',
    consentNeeded:
      'لم تُرسَل رسالتك بعد. يُرجى تحديد المربع الخاص بالمعلومات الصحية، ثم إرسالها مرة أخرى. كل ما كتبته ما زال هنا.',
  },
};
