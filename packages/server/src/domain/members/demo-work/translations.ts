// "Kagua tafsiri": a Kiswahili sentence and an English rendering; the member says whether the
// English keeps the meaning and is good English. Written for the Mapato demo (ADR 060).
import type { DemoItem, DemoProject } from './demo-project.ts';

const RIGHT = 'Sahihi';
const WRONG_MEANING = 'Maana imekosewa';
const BAD_GRAMMAR = 'Sarufi mbovu';

/** [Kiswahili, English, the right answer, a control item] */
const PAIRS: readonly (readonly [string, string, string, boolean?])[] = [
  ['Mvua ilinyesha usiku kucha.', 'It rained all night.', RIGHT],
  ['Nitakupigia simu kesho asubuhi.', 'I will call you tomorrow morning.', RIGHT, true],
  ['Ninaenda kazini kila siku.', 'I going to work every days.', BAD_GRAMMAR, true],
  ['Bei ya unga imepanda tena.', 'The price of flour has gone up again.', RIGHT],
  ['Jua linawaka sana leo.', 'It is very cold today.', WRONG_MEANING, true],
  ['Watoto wanacheza mpira uwanjani.', 'The children are playing football on the field.', RIGHT],
  ['Wanafunzi wamemaliza mtihani.', 'The students has finish the exam.', BAD_GRAMMAR],
  ['Nimechoka, nitalala mapema.', 'I am hungry, I will eat early.', WRONG_MEANING],
  ['Soko hufunguliwa saa kumi na mbili asubuhi.', 'The market opens at six in the morning.', RIGHT],
  ['Mama yangu anapika chai jikoni.', 'My mother is making tea in the kitchen.', RIGHT],
  ['Mtoto analia kwa sababu ana njaa.', 'The child is laughing because he is happy.', WRONG_MEANING, true],
  ['Chakula kiko tayari.', 'The food are ready.', BAD_GRAMMAR],
  ['Basi limechelewa kwa sababu ya msongamano.', 'The bus is late because of the traffic jam.', RIGHT],
  ['Tafadhali funga mlango ukitoka.', 'Please close the door when you leave.', RIGHT, true],
  ['Duka limefungwa leo.', 'The shop is open today.', WRONG_MEANING],
  ['Yeye hunywa chai bila sukari.', 'He drink tea without sugars.', BAD_GRAMMAR, true],
  ['Mkulima amevuna mahindi mengi mwaka huu.', 'The farmer has harvested a lot of maize this year.', RIGHT],
  ['Duka la dawa liko karibu na hospitali.', 'The pharmacy is near the hospital.', RIGHT],
  ['Nilinunua nyanya sokoni jana.', 'I sold tomatoes at the market yesterday.', WRONG_MEANING],
  ['Tulifika nyumbani usiku.', 'We was reach home at night.', BAD_GRAMMAR],
  ['Nimepoteza simu yangu kwenye matatu.', 'I lost my phone in the matatu.', RIGHT],
  ['Tutakutana saa nane mchana.', 'We will meet at two in the afternoon.', RIGHT],
  ['Gari limeharibika njiani.', 'The car arrived safely.', WRONG_MEANING],
  ['Maji ya kisima hiki ni safi.', 'The water from this well is clean.', RIGHT],
  ['Nyumba yao ni kubwa sana.', 'Their house are very much big.', BAD_GRAMMAR],
  ['Mwalimu aliwapa wanafunzi kazi ya nyumbani.', 'The teacher gave the pupils homework.', RIGHT],
  ['Dada yangu ni mwalimu.', 'My sister is a nurse.', WRONG_MEANING, true],
  ['Ng’ombe wametoroka zizini.', 'The cows have escaped from the pen.', RIGHT],
  ['Mbwa alibweka usiku mzima.', 'The dog bark all the night.', BAD_GRAMMAR],
  ['Ninahitaji kununua vocha ya shilingi mia moja.', 'I need to buy airtime worth one hundred shillings.', RIGHT],
  ['Tutasafiri kwenda Kisumu kesho kutwa.', 'We travelled to Kisumu yesterday.', WRONG_MEANING],
  ['Harusi itafanyika Jumamosi ijayo.', 'The wedding will take place next Saturday.', RIGHT],
  ['Ninapenda kusoma vitabu.', 'I am love to read books.', BAD_GRAMMAR],
  ['Daktari amesema apumzike kwa siku tatu.', 'The doctor said she should rest for three days.', RIGHT],
  ['Tafadhali zima taa.', 'Please turn on the light.', WRONG_MEANING],
  ['Nimetuma pesa kwa M-Pesa.', 'I have sent the money by M-Pesa.', RIGHT, true],
  ['Samaki hawa wametoka Ziwa Viktoria.', 'These fish come from Lake Victoria.', RIGHT],
  ['Shule itafunguliwa mwezi ujao.', 'The school closed last month.', WRONG_MEANING],
  ['Kaka yangu anafanya kazi Mombasa.', 'My brother works in Mombasa.', RIGHT],
  ['Barabara hii huwa mbovu wakati wa mvua.', 'This road is bad when it rains.', RIGHT],
];

const items: DemoItem[] = PAIRS.map(([sw, en, answer, control], index) => ({
  ref: `tafsiri-${String(index + 1).padStart(2, '0')}`,
  text: `Kiswahili: ${sw}\nEnglish: ${en}`,
  image: '',
  gold: control ? answer : '',
}));

export const TRANSLATIONS: DemoProject = {
  title: 'Kagua tafsiri za Kiswahili ↔ Kiingereza',
  instructions: [
    'Kila kipengele kina sentensi ya **Kiswahili** na tafsiri yake ya **Kiingereza**. Soma zote mbili, kisha chagua jibu moja:',
    [
      `- **${RIGHT}**: Kiingereza kina maana ileile na ni Kiingereza kizuri.`,
      `- **${WRONG_MEANING}**: Kiingereza kinasema jambo tofauti na sentensi ya Kiswahili.`,
      `- **${BAD_GRAMMAR}**: maana ni ileile, lakini Kiingereza kina makosa ya sarufi.`,
    ].join('\n'),
    'Kumbuka saa za Kiswahili: **saa moja asubuhi** ni 7 am. Baadhi ya vipengele vina jibu linalojulikana, ili kupima usahihi wako, kwa hiyo jibu kwa makini.',
  ].join('\n\n'),
  kind: 'choice',
  options: [RIGHT, WRONG_MEANING, BAD_GRAMMAR],
  pay: 4,
  language: 'sw',
  items,
};
