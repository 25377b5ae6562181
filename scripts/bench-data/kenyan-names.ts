// The names the seeded fundraisers are written with: people, places and institutions a Kenyan
// fundraiser names, so titles and stories vary the way real ones do and searches match some of them.
// Written as text blocks (one entry per word, or per line where names have spaces) so the lists
// stay readable instead of one entry per line.

const words = (text: string) => text.trim().split(/\s+/);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const FIRST_NAMES = words(`
  Wanjiku Achieng Akinyi Wairimu Njeri Nyambura Chebet Jepkosgei Mwende Kanini Zawadi Amina Fatuma Halima
  Nafula Nekesa Atieno Moraa Kerubo Wambui Muthoni Cherono Faith Grace Mercy Esther Lucy Joy Purity Ruth
  Otieno Omondi Ochieng Kamau Mwangi Njoroge Kiprop Kipchoge Kibet Mutua Musyoka Wafula Barasa Onyango
  Odhiambo Nyaga Kariuki Githinji Hassan Juma Baraka Brian Kevin Dennis Collins Peter Joseph Daniel Samuel Moses
`);

export const LAST_NAMES = words(`
  Kamau Otieno Wanjiru Mwangi Ochieng Kiprono Mutua Njoroge Wafula Achieng Kariuki Omondi Chebet Nyaga
  Kimani Onyango Maina Cheruiyot Mohamed Hassan Odhiambo Wambua Barasa Korir Kiptoo Ndungu Gitau Muriuki
  Nyamweya Mokaya Ouma Were Simiyu Juma Musyoka Kilonzo Ngugi Waweru Rotich Langat
`);

/** Towns, as organisers write them. */
export const PLACES = lines(`
  Nairobi
  Mombasa
  Kisumu
  Nakuru
  Eldoret
  Thika
  Machakos
  Nyeri
  Meru
  Kakamega
  Kisii
  Kitale
  Malindi
  Garissa
  Embu
  Kericho
  Bungoma
  Homa Bay
  Migori
  Narok
  Naivasha
  Kitui
  Voi
  Nanyuki
  Kiambu
  Kajiado
  Iten
  Siaya
  Busia
  Lodwar
  Kilifi
  Nyahururu
`);

/** Rural places for community projects (water, churches, schools). */
export const VILLAGES = words(`
  Kithuki Mbooni Kalawa Kaewa Mwingi Tseikuru Kamuwongo Nguni Ikutha Mutomo Kathonzweni Wote Loitokitok
  Namanga Kimana Ngong Karatina Othaya Kangema Kandara Gatundu Ruiru Juja Kikuyu Limuru Bondo Rusinga
  Mbita Ahero Awendo Rongo Kehancha Keroka Nyamira Ogembo Mumias Malava Webuye Chwele Kapenguria Marigat
`);

export const HOSPITALS = lines(`
  Kenyatta National Hospital
  Moi Teaching and Referral Hospital
  Aga Khan University Hospital
  Kijabe Mission Hospital
  Tenwek Hospital
  Coast General Hospital
  Nakuru Level 5 Hospital
  Jaramogi Oginga Odinga Teaching and Referral Hospital
  MP Shah Hospital
  Mater Hospital
  Nairobi Hospital
  Texas Cancer Centre
  Gertrude's Children's Hospital
  Kisii Teaching and Referral Hospital
`);

export const ILLNESSES = lines(`
  cancer treatment
  kidney dialysis
  a kidney transplant
  heart surgery
  brain surgery
  spinal surgery
  chemotherapy
  a hip replacement
  burns treatment
  sickle cell treatment
  leukaemia treatment
  a liver transplant
  cervical cancer treatment
`);

export const SECONDARY_SCHOOLS = lines(`
  Alliance High School
  Maseno School
  Kenya High School
  Moi Girls Eldoret
  Kapsabet Boys
  Starehe Boys Centre
  Mang'u High School
  Lenana School
  Pangani Girls
  Bunyore Girls
  Kakamega School
  Friends School Kamusinga
  Nyeri High School
  Machakos School
  Kisii School
  Maranda High School
  Butere Girls
  Limuru Girls
`);

export const UNIVERSITIES = lines(`
  the University of Nairobi
  Kenyatta University
  JKUAT
  Moi University
  Egerton University
  Maseno University
  Strathmore University
  KCA University
  Technical University of Kenya
  Masinde Muliro University
  Pwani University
  Dedan Kimathi University
`);

export const CHURCHES = lines(`
  AIC
  PCEA
  ACK St. Peter's
  Catholic Parish of St. Joseph
  SDA
  Full Gospel Church
  Redeemed Gospel Church
  Deliverance Church
  Africa Inland Church
  Methodist Church
  Friends Church
  Legio Maria
`);

/** How the organiser is related to the person a fundraiser is for, and the stored relationship. */
export const RELATIVES = [
  ['mother', 'parent'],
  ['father', 'parent'],
  ['son', 'child'],
  ['daughter', 'child'],
  ['brother', 'sibling'],
  ['sister', 'sibling'],
  ['wife', 'spouse'],
  ['husband', 'spouse'],
  ['cousin', 'relative'],
  ['grandmother', 'relative'],
  ['friend', 'friend'],
] as const;

/** The names donors give, 'Anonymous' about one time in six as M-Pesa donors choose it. */
export const DONOR_NAMES = [
  ...FIRST_NAMES.slice(0, 40).map((name, i) => `${name} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]![0]}.`),
  ...Array<string>(12).fill('Anonymous'),
  ...lines(`
    Mwangi Family
    Otieno Family
    Kahawa West Chama
    Umoja Women Group
    St. Paul's Youth
    Class of 2009
    Kilimani Sacco
    Wazee wa Kijiji
    Jirani Mwema
    Well wisher
    Riders of Stage 12
    Dr. Muthoni G.
    Pastor Kiprop
    Mzee Juma
  `),
];

/** Words of support, in English, Kiswahili and Sheng, as donors type them. */
export const SUPPORT_WORDS = lines(`
  Get well soon!
  Pole sana kwa msiba.
  Mungu akubariki.
  Praying for you.
  Tuko pamoja.
  Stay strong, family.
  God is able.
  Kila la heri mwanafunzi.
  Harambee!
  Small but from the heart.
  Pona haraka.
  Rest in peace, mzee.
  Proud of this project.
  Maji ni uhai.
  Keep pushing.
  Tumechangia kidogo.
  Wishing you a quick recovery.
  Asante kwa kazi nzuri.
  Nguvu moja!
`);
