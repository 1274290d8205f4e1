import type { Articles } from '../en/articles';
import type { Format } from '../format';
import { notices } from './notices';

/** The words of the site's long pages in Spanish: the same shape as en/articles.ts. */
export const articles: Articles = {
  funding: {
    title: 'Cómo se paga una mano',
    intro:
      'Un seguro médico, un sistema público de salud u otro pagador suele pagar toda o parte de una prótesis de mano. Esta página explica cómo suele funcionar. Cada afirmación enlaza con la fuente oficial que la dice. Es información general, no asesoramiento jurídico ni de seguros. Las normas cambian y quien paga decide cada caso.',
    source: 'Fuente:',
    checked: (date: string) => `Fuentes revisadas por última vez el ${date}.`,
    choose: 'Mostrar primero:',
    countries: {
      us: 'Estados Unidos',
      de: 'Alemania',
      es: 'España',
      gulf: 'Emiratos Árabes Unidos, Arabia Saudí, Catar',
    },
    regions: {
      us: 'En Estados Unidos',
      de: 'En Alemania',
      es: 'En España',
      gulf: 'En los Emiratos Árabes Unidos, Arabia Saudí y Catar',
      elsewhere: 'En otros países',
    },
    items: {
      medicare: {
        title: 'Medicare',
        text: 'La Parte B de Medicare cubre los dispositivos protésicos que sustituyen una parte del cuerpo, como las extremidades artificiales. Debe prescribirlos un médico inscrito en Medicare. Debe obtenerlos de un proveedor inscrito en Medicare. Tras el deducible de la Parte B, usted paga el {claim:medicare-part-b-share} % del importe aprobado por Medicare.',
      },
      medicareAdvantage: {
        title: 'Medicare Advantage',
        text: 'Un plan Medicare Advantage es otra forma de recibir la cobertura de las Partes A y B de Medicare, a través de una empresa privada aprobada por Medicare. El plan debe cubrir lo que cubre Original Medicare, pero sus costes y reglas pueden ser distintos: por ejemplo, qué proveedores puede usar y si el plan debe aprobar la mano antes. Pregunte a su plan.',
      },
      medicaid: {
        title: 'Medicaid',
        text: 'Cada estado gestiona su propio programa de Medicaid según normas federales. Los estados deben cubrir algunas prestaciones y pueden elegir cubrir otras. Pregunte a la oficina de Medicaid de su estado si cubre una prótesis de mano para adultos. Para niños y jóvenes menores de {claim:medicaid-children-age} años, Medicaid debe cubrir los servicios médicamente necesarios de la ley federal de Medicaid, incluso los que el estado no cubre para adultos.',
      },
      privateInsurance: {
        title: 'Seguro privado',
        text: 'Lo que paga un plan privado depende del plan. Puede que el plan también deba aprobar la mano antes. Pida a su aseguradora su política escrita sobre prótesis de brazo y de mano. Los planes del Health Insurance Marketplace deben cubrir servicios y dispositivos de rehabilitación y habilitación.',
      },
      tricare: {
        title: 'TRICARE',
        text: 'TRICARE cubre las prótesis necesarias por una afección grave causada por una lesión, una enfermedad o una condición de nacimiento. También cubre el entrenamiento en su uso, las reparaciones y una prótesis nueva cuando usted crece o cambia su estado. Algunos servicios tienen normas o límites especiales.',
      },
      va: {
        title: 'Asuntos de Veteranos (VA)',
        text: 'Los veteranos inscritos en la atención sanitaria de la VA que necesitan médicamente una prótesis pueden recibirla a través de su Prosthetic and Sensory Aids Service. Algunos programas tienen más requisitos.',
      },
      workersComp: {
        title: 'Indemnización laboral (workers’ compensation)',
        text: '¿Perdió la mano por su trabajo? Si trabaja para el Gobierno federal, los programas del Departamento de Trabajo pagan el tratamiento médico. Si trabaja para una empresa privada o para un gobierno estatal o local, diríjase a la junta de indemnización laboral de su estado. Pregunte si paga una prótesis.',
      },
      right: {
        title: 'Su derecho',
        text: 'Su caja de seguro médico público (Krankenkasse) cubre la prótesis que necesita en su caso para compensar una discapacidad (§ 33 SGB V). Esto incluye los cambios, reparaciones y sustituciones necesarios y el entrenamiento en su uso. La prótesis debe cumplir los requisitos de calidad del catálogo oficial de productos de apoyo (Hilfsmittelverzeichnis).',
      },
      prescription: {
        title: 'La prescripción',
        text: 'Un médico prescribe la prótesis. Las normas están en la directriz sobre productos de apoyo (Hilfsmittel-Richtlinie). Adapta la mano un proveedor con contrato con su Krankenkasse, por ejemplo, una ortopedia o Sanitätshaus (§ 33 SGB V). Su Krankenkasse decide si asume el coste (Kostenübernahme).',
      },
      copayment: {
        title: 'Lo que paga usted',
        text: 'Desde los {claim:de-copayment-age} años, usted paga una aportación (Zuzahlung) del {claim:de-copayment-share} % del precio. Es de al menos {claim:de-copayment-minimum} € y como mucho {claim:de-copayment-maximum} €, pero nunca más que el precio (§ 33 y § 61 SGB V). ¿Elige una mano o extras que van más allá de lo necesario? Entonces paga usted los costes adicionales (Mehrkosten), y también los costes mayores que se deriven. Su Krankenkasse no los paga. Pregúntele por escrito qué pagará antes de pedir la mano.',
      },
      appeal: {
        title: 'Si la respuesta es no',
        text: 'Puede recurrir una denegación (Widerspruch) en el plazo de un mes desde que la recibe (§ 84 SGG).',
      },
      accident: {
        title: 'Tras un accidente de trabajo',
        text: '¿Perdió la mano en un accidente de trabajo o por una enfermedad profesional? Entonces pregunte al seguro legal de accidentes: su Berufsgenossenschaft o Unfallkasse. Cubre las prótesis que prescribe un médico, con los cambios, reparaciones, sustituciones y el entrenamiento que necesiten (§ 31 SGB VII).',
      },
      pkv: {
        title: 'Seguro médico privado',
        text: '¿Tiene un seguro médico privado (private Krankenversicherung)? Entonces su aseguradora paga lo que dicen su contrato y su tarifa (§ 192 VVG). Lo que eso significa para una prótesis cambia de un contrato a otro. Pregunte por escrito a su aseguradora qué pagará antes de pedir la mano.',
      },
      beihilfe: {
        title: 'Beihilfe para funcionarios',
        text: '¿Es usted funcionario federal? Entonces la Beihilfe paga parte de una prótesis que prescribe un médico y que usted necesita en su caso para compensar una discapacidad, también su reparación, su sustitución y el aprendizaje de su uso (§ 25 BBhV). El resto lo paga su seguro privado según su contrato. Si trabaja para un estado federado, se aplican sus propias reglas de Beihilfe: pregunte a su Beihilfestelle.',
      },
      benefit: {
        title: 'La prestación ortoprotésica',
        text: 'La prestación ortoprotésica del Sistema Nacional de Salud incluye las prótesis externas, como las prótesis de brazo y de mano. Debe prescribir la prótesis un médico especialista del servicio público de salud.',
      },
      catalogue: {
        title: 'Un catálogo común',
        text: 'Un catálogo común para toda España recoge los productos y lo máximo que paga el sistema público por cada uno (importe máximo de financiación). Las mismas normas prevén también que usted pague una parte del precio (aportación del usuario), como con los medicamentos. Pregunte a su servicio de salud autonómico cuánto pagaría.',
      },
      regional: {
        title: 'Su comunidad autónoma',
        text: 'Cada servicio de salud autonómico tiene su propio catálogo dentro de estas normas. También decide cómo se solicita la prestación y cómo paga: por ejemplo, si paga al establecimiento o le reembolsa a usted.',
      },
      mutua: {
        title: 'Tras un accidente de trabajo',
        text: '¿Perdió la mano en un accidente de trabajo o por una enfermedad profesional? Entonces la mutua de su empresa (mutua colaboradora con la Seguridad Social) suele gestionar su asistencia sanitaria, incluida la rehabilitación. Pregunte a su mutua qué prótesis cubre.',
      },
      civilServants: {
        title: 'Las mutualidades de funcionarios',
        text: '¿Es mutualista de MUFACE y eligió una entidad de seguro concertada? Entonces MUFACE paga las prótesis externas de su propio catálogo (Catálogo General de Material Ortoprotésico), hasta el importe que fija en él. Si eligió el servicio público de salud, su servicio regional de salud le facilita la prótesis, con el mismo importe máximo. Las mutualidades de las Fuerzas Armadas (ISFAS) y de la Justicia (MUGEJU) tienen reglas propias, que aún no hemos podido confirmar en una fuente oficial: pregúnteles.',
      },
      roadAccident: {
        title: 'Un accidente de tráfico',
        text: '¿Perdió la mano en un accidente de tráfico? Entonces el seguro obligatorio del vehículo responsable indemniza los daños a las personas según un sistema legal de valoración (el baremo). Aún no hemos podido confirmar en el texto oficial qué paga por una prótesis de mano. Pregunte a la aseguradora, o a un abogado, antes de pedir nada.',
      },
      saudi: {
        title: 'Arabia Saudí',
        text: 'El Consejo de Seguros de Salud (Council of Health Insurance, CHI) publica la póliza de seguro de salud cooperativo que deben seguir las aseguradoras de salud en Arabia Saudí, con sus límites de cobertura. Aún no hemos podido confirmar en ella qué cubre para una prótesis de mano. Pida a su aseguradora una respuesta por escrito antes de pedir nada.',
      },
      gulf: {
        title: 'Lo que podemos decirle',
        text: 'Para los Emiratos Árabes Unidos y Catar, aún no hemos encontrado una fuente oficial que podamos citar aquí sobre cómo se paga una prótesis de mano. Por eso esta página no dice nada sobre lo que cubre allí quien paga. Pida a su seguro médico su política escrita, y pregunte a la clínica, antes de pedir nada.',
      },
      ask: {
        title: 'Qué preguntar a su aseguradora o servicio de salud',
        text: 'Viva donde viva, estas preguntas pueden ayudarle a aclarar su situación:',
      },
    },
    questions: [
      '¿Cubren las prótesis mioeléctricas de brazo y de mano? ¿Hasta qué importe?',
      '¿Qué prescripción y qué documentos necesitan de mí y de mi médico?',
      '¿Deben aprobar la mano antes de la adaptación?',
      '¿Con qué proveedores y clínicas trabajan?',
      '¿Qué pagaré yo?',
      '¿Cómo recurro si la deniegan?',
    ],
    payers: {
      title: 'Lo que pide quien paga',
      text: 'La mayoría de quienes pagan solo cubren lo que es médicamente necesario para usted. Para mostrarlo, suelen pedir:',
      list: [
        'una prescripción de su médico',
        'un informe de su médico sobre la pérdida o ausencia de su mano o brazo, las tareas diarias en las que la mano le ayudaría y por qué no bastaría un dispositivo más sencillo (en Estados Unidos, una «carta de necesidad médica»)',
        'un informe de su técnico ortoprotésico sobre cómo sus señales musculares pueden controlar la mano y cómo fue una prueba',
        'un presupuesto del proveedor (en Alemania, un Kostenvoranschlag)',
      ],
    },
    alternatives: {
      title: 'Manos de accionamiento corporal y manos pasivas',
      intro:
        'Una mano que lee sus señales musculares (una mano mioeléctrica) es un tipo de prótesis de mano. Hay otros. Su técnico ortoprotésico y su médico pueden decirle cuáles le convienen.',
      bodyPowered: {
        title: 'Manos de accionamiento corporal',
        text: 'Un arnés y un cable mueven una mano o un gancho de accionamiento corporal. Usted lo abre y lo cierra al mover el hombro o el brazo. No tiene batería que cargar ni electrónica que mantener seca. Puede convenir a quien quiere un dispositivo sencillo y resistente, o un segundo dispositivo para trabajos duros, sucios o con agua.',
      },
      passive: {
        title: 'Manos pasivas',
        text: 'Una mano pasiva no se mueve sola. Usted coloca su posición con la otra mano. Puede sujetar o estabilizar objetos, y parece una mano. Puede convenir a quien quiere una mano ligera y sin nada que cargar.',
      },
      whyAsk: {
        title: 'Por qué puede preguntar por ellas quien paga',
        text: 'Una mano mioeléctrica cuesta más. Por eso quien paga puede preguntar primero si bastaría una mano de accionamiento corporal o pasiva. Las políticas escritas de algunas aseguradoras solo cubren una mano mioeléctrica si no se puede usar un dispositivo de accionamiento corporal o si no basta. Su médico y su técnico ortoprotésico pueden explicar por escrito lo que necesita hacer cada día y por qué una mano más sencilla no lo permitiría.',
      },
    },
    helpTitle: 'Cómo le ayudamos',
    help: 'Preparamos los documentos que quien paga suele pedir: una descripción de la mano que elija, sus especificaciones y un presupuesto. Podemos decir a su médico qué suele incluir un informe sobre su mano. También respondemos a las preguntas de quien paga sobre la mano. No podemos decidir ni prometer lo que pagará.',
    helpAction: 'Preguntar sobre la cobertura',
  },
  fitting: {
    title: 'Cómo es la adaptación',
    /** Under a step that names a claim (an emergency number): its source and the day it was checked. */
    source: 'Fuente:',
    claimChecked: (date: string) => `revisada el ${date}`,
    intro:
      'Conseguir una mano es una serie de pasos. Los da con su médico, un técnico ortoprotésico y un terapeuta. De la primera consulta a la adaptación suelen pasar de unas semanas a unos meses. Depende sobre todo de lo rápido que se apruebe la financiación y de cómo haya cicatrizado su muñón.',
    note: 'Esta página es información general, no consejo médico. Lo que le conviene lo deciden su médico, su técnico ortoprotésico y su terapeuta.',
    who: 'Quién participa',
    time: 'Cuánto dura',
    steps: {
      consultation: {
        title: 'Consulta',
        text: 'Hablamos de sus objetivos, su día a día y la pérdida o ausencia de su mano o brazo. Le mostramos las manos y le explicamos los siguientes pasos y cómo suele funcionar la financiación.',
        who: 'Usted, su familia si lo desea, y nuestro equipo',
        time: 'Normalmente alrededor de una hora',
      },
      assessment: {
        title: 'Evaluación',
        text: 'Su técnico ortoprotésico examina su muñón. Unos sensores sobre la piel miden sus señales musculares, para ver cómo podría controlar una mano. Su médico extiende la prescripción.',
        who: 'Su técnico ortoprotésico y su médico',
        time: 'Una o dos citas',
      },
      trial: {
        title: 'Encaje de prueba y ensayo',
        text: 'Su técnico ortoprotésico fabrica un encaje de prueba y lo ajusta hasta que asienta bien. Después usted prueba la mano con él.',
        who: 'Su técnico ortoprotésico',
        time: 'Normalmente varias citas a lo largo de unas semanas',
      },
      fitting: {
        title: 'Adaptación',
        text: 'Su técnico ortoprotésico fabrica su encaje definitivo y ajusta la mano a sus señales musculares y a los agarres que necesita.',
        who: 'Su técnico ortoprotésico',
        time: 'Normalmente una o dos citas',
      },
      training: {
        title: 'Entrenamiento con un terapeuta',
        text: 'Un terapeuta ocupacional le enseña a controlar la mano y a usarla en las tareas diarias.',
        who: 'Un terapeuta ocupacional',
        time: 'Normalmente varias sesiones a lo largo de semanas o meses',
      },
      followUp: {
        title: 'Seguimiento',
        text: 'Tiene revisiones y ajustes cuando cambia su muñón. Las reparaciones durante la garantía siguen sus condiciones. Si su mano deja de funcionar, póngase en contacto con nuestra asistencia. Ante una urgencia médica, llame al número de emergencias de su zona ({claim:emergency-number-eu} en la UE, {claim:emergency-number-us} en Estados Unidos).',
        who: 'Su técnico ortoprotésico y nuestro equipo de asistencia',
        time: 'Mientras lleve la mano',
      },
    },
    suitsTitle: 'A quién conviene cada mano',
    suitsIntro:
      'Todas nuestras manos se controlan con las señales de los músculos de su muñón. Solo una evaluación puede decir si una mano conviene a su caso, o a un niño. Pregúntenos.',
    suits: {
      'neural-pro-x1': (patterns: number, newtons: number, f: Format) =>
        `La mayor cantidad de patrones de agarre de nuestras manos (${f.number(patterns)}) y una fuerza de agarre de hasta ${f.number(newtons)} N. Para quien quiere un agarre para cada tarea.`,
      'flexigrip-elite': (grams: number, minutes: number, f: Format) =>
        `Nuestra mano más ligera (${f.grams(grams)}), cargada en ${f.duration(minutes)}. Para quien lleva la mano todo el día y valora la comodidad.`,
      'smarthand-ai': (hours: number, years: number, f: Format) =>
        `Predicción de agarres asistida por inteligencia artificial, la mayor autonomía (${f.hours(hours)}) y la garantía más larga (${f.years(years)}) de nuestras manos.`,
    },
    askUs: 'Pregúntenos si una mano le conviene',
  },
  faq: {
    title: 'Preguntas frecuentes',
    intro: 'Lo que pacientes y familias nos preguntan a menudo. ¿No encuentra su pregunta? Escríbanos.',
    note: 'Estas respuestas son información general, no consejo médico.',
    items: {
      cost: {
        question: '¿Cuánto cuesta una mano Phoenix?',
        answer: (prices: string) =>
          `Los precios empiezan en ${prices}. Lo que paga usted depende de su seguro o de su sistema público de salud.`,
      },
      afterInsurance: {
        question: '¿Cuánto pagaré después de la cobertura?',
        answer:
          'Depende de quién paga y de su plan. Nuestra página sobre cómo se paga una mano explica las normas de Estados Unidos, Alemania y España, con sus fuentes oficiales. Envíenos una pregunta sobre la cobertura. Le ayudamos a averiguarlo antes de pedir nada.',
      },
      consultation: {
        question: '¿Qué ocurre en la consulta?',
        answer:
          'Hablamos de sus objetivos, su día a día y la pérdida o ausencia de su mano o brazo. Le mostramos las manos y le explicamos los siguientes pasos y cómo suele funcionar la financiación. Traiga sus preguntas. Traiga también sus informes médicos y los datos de su seguro, si los tiene.',
      },
      howLong: {
        question: '¿Cuánto tardaré en tener mi mano?',
        answer:
          'De la primera consulta a la adaptación suelen pasar de unas semanas a unos meses. Depende sobre todo de lo rápido que se apruebe la financiación. Después viene el entrenamiento con un terapeuta.',
      },
      control: {
        question: '¿Cómo controlo la mano?',
        answer:
          'Unos sensores sobre la piel de su muñón captan las señales de los músculos que usted contrae. La mano las convierte en un agarre. No lee pensamientos. SmartHand AI además predice el agarre que probablemente necesitará.',
      },
      suits: {
        question: '¿Es una mano Phoenix adecuada para mí o para mi hijo?',
        answer:
          'Depende de la pérdida o ausencia de su mano o brazo y de su muñón. Solo una evaluación puede decirlo. Pregúntenos y se lo diremos con franqueza.',
      },
      warranty: {
        question: '¿Qué garantía tienen las manos?',
        answer: (warranties: string) => `La garantía es de ${warranties}.`,
      },
      repairs: {
        question: '¿Qué pasa si mi mano necesita una reparación?',
        answer:
          'Póngase en contacto con nuestra asistencia. Respondemos en nuestro horario. Durante la garantía, reparamos o sustituimos la mano según sus condiciones de garantía. Ante una urgencia médica, llame al número de emergencias de su zona.',
      },
      battery: {
        question: '¿Cuánto dura la batería?',
        answer: (batteries: string) => `Con una carga completa, hasta ${batteries}, según cómo use la mano.`,
      },
      charging: {
        question: '¿Cuánto tarda la carga?',
        answer: (times: string) => `Una carga completa tarda ${times}.`,
      },
      languages: {
        question: '¿En qué idiomas puedo escribirles?',
        answer: 'En español, inglés, alemán o árabe, los idiomas de este sitio.',
      },
      data: {
        question: '¿Qué datos guardan sobre mí?',
        answer: (collected: string, kept: string) =>
          `Lo que nos envía en el formulario y lo que el formulario añade: ${collected}. Solo lo usamos para responderle. ${kept}`,
      },
    },
    /** El dato de una mano en una respuesta: «2 años (FlexiGrip Elite)». */
    figureOf: (product: string, figure: string) => `${figure} (${product})`,
  },
  ...notices,
};
