/**
 * The demo-member generator: a deterministic stream (same seed → same members) of realistic
 * profiles for a brand's niche, with names, cities and regions of each member's country. It
 * makes no images and no I/O, so benchmarks can stream a million members through it.
 */
import { Faker, allFakers, base, en } from '@faker-js/faker';
import type { BrandConfig } from '@dating/brand';
import { HAIR_COLOURS, POOL_SIZE } from './avatars.ts';
import { INTEREST_SEED } from './interests.ts';
import { townsOf } from './towns.ts';

export { POOL_SIZE };

const FAKER_BY_COUNTRY: Record<string, string> = {
  NL: 'nl',
  BE: 'nl_BE',
  GB: 'en_GB',
  IE: 'en_IE',
  DE: 'de',
  AT: 'de_AT',
  IT: 'it',
  FR: 'fr',
  CH: 'de_CH',
  ES: 'es',
  US: 'en_US',
  CA: 'en_CA',
  AU: 'en_AU',
  NZ: 'en_AU',
  PL: 'pl',
  DK: 'da',
  FI: 'fi',
  NO: 'nb_NO',
  SE: 'sv',
};
const COUNTRIES = Object.keys(FAKER_BY_COUNTRY);
const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  NL: 'nl',
  BE: 'nl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  IT: 'it',
  FR: 'fr',
  ES: 'es',
  PL: 'pl',
  DK: 'da',
  FI: 'fi',
  NO: 'nb',
  SE: 'sv',
};

export interface GeneratedMember {
  user: {
    brandId: string;
    email: string;
    emailNormalized: string;
    status: 'confirmed' | 'not_confirmed';
    credits: number;
    paidUser: boolean;
    language: string;
    fictional: boolean;
    signupDate: Date;
  };
  profile: {
    brandId: string;
    name: string;
    gender: 'male' | 'female';
    sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
    dateOfBirth: string;
    country: string;
    region: string | null;
    city: string | null;
    hairColor: string;
    eyeColor: string;
    bodyType: 'slim' | 'normal' | 'fat';
    relationshipStatus: 'single' | 'married' | 'divorced' | 'widowed' | 'unmarried' | 'living_together';
    tattoos: boolean;
    aboutMe: string;
    signupReason: string;
    lookingForGender: 'male' | 'female';
    status: 'active' | 'disabled';
  };
  /** Photos by pool index; position 0 is the main photo and never premium-only. */
  photos: { poolIndex: number; hair: string; premiumOnly: boolean; position: number }[];
  interests: string[];
}

interface NicheShape {
  female: number;
  minAge: number;
  maxAge: number;
  body?: 'fat';
  sexuality?: 'gay';
}

/** How each niche's members look (spec §1 niches): gender share and age range. */
export const NICHE_SHAPES: Record<number, NicheShape> = {
  1: { female: 0.55, minAge: 18, maxAge: 70 },
  2: { female: 1, minAge: 18, maxAge: 60 },
  3: { female: 0.5, minAge: 21, maxAge: 65 },
  4: { female: 1, minAge: 21, maxAge: 65, body: 'fat' },
  5: { female: 1, minAge: 60, maxAge: 80 },
  6: { female: 1, minAge: 35, maxAge: 55 },
  7: { female: 0, minAge: 18, maxAge: 70, sexuality: 'gay' },
};

const OPENERS = [
  'Easy-going and curious, I love a good conversation.',
  'Weekdays at work, weekends outdoors whenever the weather allows.',
  'I laugh a lot and I am told I make a great cup of coffee.',
  'New in town and keen to meet people who like to get out and do things.',
  'Honest, warm and a little bit adventurous.',
  'I enjoy the simple things: long walks, good food and better company.',
];
const MIDDLES = [
  'You will find me at concerts, in the kitchen or planning my next trip.',
  'I am happiest near the water with a book or a friend.',
  'My friends describe me as loyal, spontaneous and a terrible dancer.',
  'I like people who know what they want and say what they mean.',
  'Music is always on in my house, and I sing along badly.',
  'I will happily try any restaurant once.',
];
const CLOSERS = [
  'Say hi and tell me about your best day this year.',
  'If you like to laugh, we will get on fine.',
  'Let us start with a chat and see where it goes.',
  'Looking forward to your message.',
  'Surprise me with your first line.',
  'Bonus points if you can recommend a good film.',
];
const REASONS = [
  'Looking for a relationship',
  'Looking for new friends and dates',
  'Curious to see who is out there',
  'Ready for something serious',
  'Looking for fun and good conversation',
];

const HAIR_KEYS = Object.keys(HAIR_COLOURS);
const EYES = ['blue', 'brown', 'green', 'grey', 'hazel'];
const RELATIONSHIP = [
  'single',
  'single',
  'single',
  'divorced',
  'widowed',
  'unmarried',
  'married',
  'living_together',
] as const;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface GenerateOptions {
  brand: BrandConfig;
  seed: number;
  /** The day ages are counted from (passed in for determinism). */
  today: Date;
  /** Number of the first member, so several runs make distinct e-mails. */
  start?: number;
}

/** Streams `count` members for a brand. */
export function* generateMembers(count: number, options: GenerateOptions): Generator<GeneratedMember> {
  const { brand, seed, today } = options;
  const shape = NICHE_SHAPES[brand.niche] ?? NICHE_SHAPES[1]!;
  const home = [...new Set(brand.domains.map((d) => d.defaultCountry))].filter((c) => FAKER_BY_COUNTRY[c]);
  const fakers = new Map<string, Faker>();
  const fakerFor = (country: string): Faker => {
    let f = fakers.get(country);
    if (!f) {
      f = allFakers[FAKER_BY_COUNTRY[country] as keyof typeof allFakers] as Faker;
      fakers.set(country, f);
    }
    return f;
  };
  const rng = allFakers.en;
  rng.seed(seed);
  for (let i = 0; i < count; i++) {
    const n = (options.start ?? 0) + i;
    const country =
      home.length > 0 && rng.number.float() < 0.65
        ? rng.helpers.arrayElement(home)
        : rng.helpers.arrayElement(COUNTRIES);
    const local = fakerFor(country);
    local.seed(seed * 1_000_003 + n);
    const female = rng.number.float() < shape.female;
    const gender = female ? 'female' : 'male';
    const sexuality =
      shape.sexuality ??
      (rng.number.float() < 0.85
        ? 'hetero'
        : female
          ? rng.helpers.arrayElement(['lesbian', 'bi'] as const)
          : rng.helpers.arrayElement(['gay', 'bi'] as const));
    const age = rng.number.int({ min: shape.minAge, max: shape.maxAge });
    const birth = new Date(
      Date.UTC(
        today.getUTCFullYear() - age - 1,
        today.getUTCMonth(),
        today.getUTCDate() + 1 + rng.number.int({ min: 0, max: 360 }),
      ),
    );
    const hair =
      age > 62 && rng.number.float() < 0.7
        ? rng.helpers.arrayElement(['grey', 'white'])
        : rng.helpers.arrayElement(HAIR_KEYS.filter((h) => h !== 'white' && h !== 'grey'));
    // A real town of the member's country, in one of its regions (the list search filters on).
    const place = local.helpers.arrayElement(townsOf(country));
    const name = local.person.firstName(gender);
    const photoCount = rng.number.int({ min: 1, max: 4 });
    const poolBase = rng.number.int({ min: 0, max: POOL_SIZE - 1 });
    const lookingFor =
      sexuality === 'gay' ? 'male' : sexuality === 'lesbian' ? 'female' : female ? 'male' : 'female';
    yield {
      user: {
        brandId: brand.id,
        email: `member${n}@${brand.id}.demo`,
        emailNormalized: `member${n}@${brand.id}.demo`,
        status: 'confirmed',
        credits: 0,
        paidUser: rng.number.float() < 0.3,
        language: LANGUAGE_BY_COUNTRY[country] ?? 'en',
        fictional: rng.number.float() < 0.2,
        signupDate: new Date(today.getTime() - rng.number.int({ min: 1, max: 900 }) * 86_400_000),
      },
      profile: {
        brandId: brand.id,
        name,
        gender,
        sexuality,
        dateOfBirth: isoDate(birth),
        country,
        region: place.region,
        city: place.town,
        hairColor: hair,
        eyeColor: rng.helpers.arrayElement(EYES),
        bodyType:
          shape.body ??
          rng.helpers.weightedArrayElement([
            { weight: 4, value: 'slim' as const },
            { weight: 5, value: 'normal' as const },
            { weight: 2, value: 'fat' as const },
          ]),
        relationshipStatus: rng.helpers.arrayElement(RELATIONSHIP),
        tattoos: rng.number.float() < 0.3,
        aboutMe: [
          rng.helpers.arrayElement(OPENERS),
          rng.helpers.arrayElement(MIDDLES),
          rng.helpers.arrayElement(CLOSERS),
        ].join(' '),
        signupReason: rng.helpers.arrayElement(REASONS),
        lookingForGender: lookingFor,
        status: 'active',
      },
      photos: Array.from({ length: photoCount }, (_, position) => ({
        poolIndex: (poolBase + position * 7) % POOL_SIZE,
        hair,
        premiumOnly: position > 0 && rng.number.float() < 0.35,
        position,
      })),
      interests: rng.helpers.arrayElements(
        INTEREST_SEED.map((x) => x.slug),
        { min: 2, max: 6 },
      ),
    };
  }
}

const PERSONA_STYLES = [
  'Warm and curious; asks about the other person first.',
  'Playful and teasing; short messages, lots of questions.',
  'Calm and thoughtful; writes longer replies in the evening.',
  'Direct and cheerful; likes to make plans.',
  'Shy at first, opens up after a few messages.',
];
const PERSONA_TOPICS = [
  'Talks about travel and weekend trips.',
  'Loves cooking; asks for favourite dishes.',
  'Into music and concerts.',
  'Walks the dog every morning; mentions nature a lot.',
  'Works in a café; jokes about coffee.',
  'Enjoys films and series; asks for recommendations.',
];
const PERSONA_OPENERS = [
  'Hey! How is your week going so far?',
  'Hi there, your profile made me smile. What are you up to today?',
  'Hello! What do you like to do on a lazy Sunday?',
  'Hi! Coffee or tea person? Tell me honestly.',
  'Hey you, any plans for the weekend?',
  'Hi! What is the best trip you have ever taken?',
  'Hello, I could not resist saying hi. How was your day?',
  'Hey! What kind of music is on your playlist right now?',
];

/**
 * The operators' texts for a demo persona (issue 18): a console label, notes and 3 openers in
 * English. A Faker of its own, seeded per persona, so the member stream above is not disturbed.
 */
export function generatePersonaTexts(
  seed: number,
  member: { name: string; city: string | null; country: string },
): { label: string; notes: string; openers: string[] } {
  const rng = new Faker({ locale: [en, base] });
  rng.seed(seed);
  return {
    label: `${member.name} (${member.city ?? member.country})`,
    notes: `${rng.helpers.arrayElement(PERSONA_STYLES)} ${rng.helpers.arrayElement(PERSONA_TOPICS)}`,
    openers: rng.helpers.arrayElements(PERSONA_OPENERS, 3),
  };
}
