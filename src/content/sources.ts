/**
 * The official pages the funding page cites, once: each statement about a public system links to its source.
 * A source's name is the page's own title, in the page's own language (`lang`); the words around it live in i18n/.
 */
export const sources = {
  medicare: {
    lang: 'en',
    name: 'Medicare.gov: Prosthetic devices',
    href: 'https://www.medicare.gov/coverage/prosthetic-devices',
  },
  medicareAdvantage: {
    lang: 'en',
    name: 'Medicare.gov: Medicare Advantage Plans',
    href: 'https://www.medicare.gov/health-drug-plans/health-plans/your-coverage-options/Medicare-Advantage-Plans',
  },
  healthcareGov: {
    lang: 'en',
    name: 'HealthCare.gov: What Marketplace health insurance plans cover',
    href: 'https://www.healthcare.gov/coverage/what-marketplace-plans-cover/',
  },
  medicallyNecessary: {
    lang: 'en',
    name: 'HealthCare.gov: Medically necessary',
    href: 'https://www.healthcare.gov/glossary/medically-necessary/',
  },
  macpacBenefits: {
    lang: 'en',
    name: 'MACPAC: Mandatory and optional benefits',
    href: 'https://www.macpac.gov/subtopic/mandatory-and-optional-benefits/',
  },
  tricare: {
    lang: 'en',
    name: 'TRICARE: Prosthetic Devices and Supplies',
    href: 'https://tricare.mil/CoveredServices/IsItCovered/ProstheticDevicesSupplies',
  },
  insurerPolicy: {
    lang: 'en',
    name: 'Amerigroup clinical guideline CG-OR-PR-05: Myoelectric Upper Extremity Prosthetic Devices',
    href: 'https://medpol.providers.amerigroup.com/dam/medpolicies/amerigroup/active/guidelines/gl_pw_c169421.html',
  },
  va: {
    lang: 'en',
    name: 'VA Prosthetic and Sensory Aids Service',
    href: 'https://prosthetics.va.gov/PROSTHETICS/psas/About_PSAS.asp',
  },
  workersComp: {
    lang: 'en',
    name: "U.S. Department of Labor: Workers' Compensation",
    href: 'https://www.dol.gov/general/topic/workcomp',
  },
  sgb5: { lang: 'de', name: '§ 33 SGB V – Hilfsmittel', href: 'https://www.gesetze-im-internet.de/sgb_5/__33.html' },
  sgb5Copayment: {
    lang: 'de',
    name: '§ 61 SGB V – Zuzahlungen',
    href: 'https://www.gesetze-im-internet.de/sgb_5/__61.html',
  },
  hilfsmittelRichtlinie: {
    lang: 'de',
    name: 'Gemeinsamer Bundesausschuss: Hilfsmittel-Richtlinie',
    href: 'https://www.g-ba.de/richtlinien/13/',
  },
  sgb7: { lang: 'de', name: '§ 31 SGB VII – Hilfsmittel', href: 'https://www.gesetze-im-internet.de/sgb_7/__31.html' },
  hilfsmittelverzeichnis: {
    lang: 'de',
    name: 'GKV-Spitzenverband: Hilfsmittelverzeichnis',
    href: 'https://hilfsmittel.gkv-spitzenverband.de/',
  },
  sgg: { lang: 'de', name: '§ 84 SGG – Widerspruch', href: 'https://www.gesetze-im-internet.de/sgg/__84.html' },
  vvg: {
    lang: 'de',
    name: '§ 192 VVG – Vertragstypische Leistungen des Versicherers',
    href: 'https://www.gesetze-im-internet.de/vvg_2008/__192.html',
  },
  bbhv: {
    lang: 'de',
    name: '§ 25 BBhV – Hilfsmittel, Geräte zur Selbstbehandlung und Selbstkontrolle, Körperersatzstücke',
    href: 'https://www.gesetze-im-internet.de/bbhv/__25.html',
  },
  muface: {
    lang: 'es',
    name: 'MUFACE: Prestaciones por material ortoprotésico',
    href: 'https://www.muface.es/muface_Home/Prestaciones/prestaciones-complementarias/material-ortoprotesico.html',
  },
  rdl8: {
    lang: 'es',
    name: 'Real Decreto Legislativo 8/2004, Ley sobre responsabilidad civil y seguro en la circulación de vehículos a motor (BOE)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-18911',
  },
  chi: {
    lang: 'ar',
    name: 'مجلس الضمان الصحي (Council of Health Insurance)',
    href: 'https://www.chi.gov.sa/',
  },
  rd1030: {
    lang: 'es',
    name: 'Real Decreto 1030/2006 (BOE), anexo VI: prestación ortoprotésica',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-16212',
  },
  rd1506: {
    lang: 'es',
    name: 'Real Decreto 1506/2012 (BOE): cartera común suplementaria de prestación ortoprotésica',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2012-13647',
  },
  lgss: {
    lang: 'es',
    name: 'Real Decreto Legislativo 8/2015, Ley General de la Seguridad Social (BOE)',
    href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11724',
  },
} as const;

export type SourceId = keyof typeof sources;
