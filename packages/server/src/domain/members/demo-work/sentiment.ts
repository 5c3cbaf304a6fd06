// "Ujumbe huu una hisia gani?": short messages in Kiswahili and Sheng (Nairobi's street mix of
// Kiswahili and English), each positive, negative or neutral. Written for the Mapato demo (ADR 060).
import type { DemoItem, DemoProject } from './demo-project.ts';

const POSITIVE = 'Chanya';
const NEGATIVE = 'Hasi';
const NEUTRAL = 'Kawaida';

/** [the message, the right answer, a control item] */
const MESSAGES: readonly (readonly [string, string, boolean?])[] = [
  ['Asante sana kwa msaada wako jana, Mungu akubariki!', POSITIVE, true],
  ['Nimesubiri basi kwa masaa mawili, hii ni dharau!', NEGATIVE, true],
  ['Mkutano utaanza saa tatu asubuhi.', NEUTRAL, true],
  ['Leo nimefaulu mtihani wa kuendesha gari!', POSITIVE],
  ['Simu yangu imeibiwa tena, nimechoka na hii mtaa.', NEGATIVE],
  ['Nitafika kesho jioni.', NEUTRAL],
  ['Chakula cha hapa ni kitamu kweli, nitarudi tena.', POSITIVE],
  ['Mpango ya leo imebuma, kila kitu kimeharibika.', NEGATIVE],
  ['Tafadhali nitumie namba ya mwalimu.', NEUTRAL],
  ['Mambo ni poa sana, form ya leo ni fiti!', POSITIVE],
  ['Huduma ya benki hii ni mbaya sana, hawajibu simu.', NEGATIVE, true],
  ['Niko stage ya Ngara, uko wapi?', NEUTRAL],
  ['Hii ngoma ni moto, nimeipenda sana.', POSITIVE],
  ['Bei ya mafuta imepanda, maisha yamekuwa magumu.', NEGATIVE],
  ['Duka hufungwa saa moja usiku.', NEUTRAL, true],
  ['Huduma yenu ni ya haraka na nzuri, hongera.', POSITIVE, true],
  ['Niko mgonjwa na sina pesa ya dawa.', NEGATIVE, true],
  ['Nimepokea ujumbe wako.', NEUTRAL],
  ['Mtoto wangu amezaliwa salama, tunashukuru sana.', POSITIVE],
  ['Hii kitu umeniuzia ni fake, nataka doh yangu irudi!', NEGATIVE],
  ['Kesho ni Jumanne.', NEUTRAL],
  ['Msee, umeniokolea! Nitakulipa wiki ijayo.', POSITIVE],
  ['Mvua imeharibu nyumba yetu usiku wa jana.', NEGATIVE],
  ['Bro, form ni gani leo jioni?', NEUTRAL],
  ['Tumeshinda mechi 3-0, mashabiki wako na furaha!', POSITIVE, true],
  ['Sijalipwa mshahara miezi mitatu sasa.', NEGATIVE],
  ['Tumeandika majina ya wanafunzi wote.', NEUTRAL],
  ['Nimepata kazi mpya, siamini!', POSITIVE],
  ['Wasee wamenichomea, hawakukuja kwa party.', NEGATIVE],
  ['Basi la Nairobi huondoka saa nne.', NEUTRAL],
  ['Mavuno ya mwaka huu ni mazuri, tumebarikiwa.', POSITIVE],
  ['Nimepoteza kitambulisho changu, sijui nifanye nini.', NEGATIVE],
  ['Mama amesema tununue sukari na unga.', NEUTRAL],
  ['Safari ilikuwa shwari, tumefika salama.', POSITIVE],
  ['Chakula kilikuwa baridi na kichafu.', NEGATIVE],
  ['Mechi itaonyeshwa kwa TV saa mbili usiku.', NEUTRAL],
  ['Hii app ni rahisi kutumia, big up!', POSITIVE],
  ['Network inakatika kila saa, inaboeka sana.', NEGATIVE],
  ['Nimeweka vitu kwa meza.', NEUTRAL],
  ['Manzi wangu ameniletea lunch, niko happy sana.', POSITIVE],
];

const items: DemoItem[] = MESSAGES.map(([message, answer, control], index) => ({
  ref: `hisia-${String(index + 1).padStart(2, '0')}`,
  text: message,
  image: '',
  gold: control ? answer : '',
}));

export const SENTIMENT: DemoProject = {
  title: 'Ujumbe huu una hisia gani?',
  instructions: [
    'Soma ujumbe mfupi (kwa Kiswahili au Sheng) na uchague hisia ya aliyeuandika:',
    [
      `- **${POSITIVE}**: ana furaha, anashukuru au anasifu.`,
      `- **${NEGATIVE}**: amekasirika, ana huzuni au analalamika.`,
      `- **${NEUTRAL}**: anatoa habari au anauliza tu, bila hisia wazi.`,
    ].join('\n'),
    'Chagua hisia ya mwandishi, **si** maoni yako kuhusu jambo lenyewe.',
  ].join('\n\n'),
  kind: 'choice',
  options: [POSITIVE, NEGATIVE, NEUTRAL],
  pay: 3,
  language: 'sw',
  items,
};
