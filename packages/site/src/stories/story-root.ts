/**
 * The root loader's data a site screen reads in Storybook (issue 23): one site of the chosen
 * brand, a visitor or a signed-in member. Stories change only what their state needs.
 */
import type { CompanyInfo, MemberCard, Payment } from '@dating/contract';
import type { RootData } from '../lib/root-data.ts';

export const storySettings: RootData['settings'] = {
  name: '',
  index_title: '',
  description: '',
  domain: 'localhost',
  domain_language: 'en',
  cdn_prefix: '/story-photos/',
  niche: 1,
  slug_prefix: null,
  brand_id: '',
  locales: ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'],
  currency: 'EUR',
  time_zone: 'Europe/Amsterdam',
  countries: ['NL', 'DE', 'GB'],
  visible_profile_fields: [],
  visible_profile_notes: [],
  search_fields: [],
  geoip_country: 'NL',
  geoip_selected_country: 'NL',
  entry_popup_countries: [],
  message_credits: 10,
  photo_credits: 10,
  gift_credits: 20,
  signup_credits: 0,
  message_length: 1000,
  minimum_message_costs: {},
  support_email: 'support@example.com',
  support_phone: '+31 20 000 0000',
  enable_site_entry_popup: 'yes',
  push_public_key: '',
  fictional_icon: true,
  fictional_warning: { singular: '', plural: '' },
  refund_days: 14,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  member_resell: false,
  company_id: 1,
  mail_name: '',
  min_age: 18,
  photos_before_approval: true,
  indexing: { landers: true, members: true },
  payment_methods: {},
  payment_providers: {},
  age_assurance: {},
  statement_descriptor: '',
  bundles: {},
};

export const storyMember: NonNullable<RootData['user']> = {
  id: 1,
  email: 'sam@example.com',
  status: 'confirmed',
  credits: 40,
  paid_user: true,
  signup_date: '2026-01-10T12:00:00Z',
  language: 'en',
  fictional_icon: true,
  notifications_disabled: [],
  profile: { id: 1, name: 'Sam', country: 'NL', main_image: null, status: 'active' },
};

/** The company behind the sites (imprint, receipts). */
export const storyCompany: CompanyInfo = {
  name: 'Example Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '00000000',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: [],
  support_phone: '+31 20 000 0000',
  delete_discount: 0,
  added: '2026-01-01',
};

/** The root data of the brand's site for a visitor; `change` sets what the story's state needs. */
export function storyRoot(
  brand: { id: string; name: string },
  locale: string,
  change: Partial<RootData> = {},
): RootData {
  return {
    locale,
    settings: { ...storySettings, name: brand.name, brand_id: brand.id, domain_language: locale },
    user: null,
    newLikes: 0,
    unreadMessages: 0,
    newMatch: null,
    company: { ...storyCompany, tradenames: [brand.name] },
    entryWarningDismissedAt: null,
    alertsDismissedAt: {},
    tracking: {},
    consent: { choice: 'accepted', date: '2026-01-10' },
    origin: 'http://localhost',
    siteCountry: 'NL',
    brand: { id: brand.id, name: brand.name },
    ...change,
  } as RootData;
}

/** Members as search results list them, with the story photos (make-photos.ts). */
export const storyMembers: MemberCard[] = [
  {
    id: 11,
    name: 'Anna',
    age: 31,
    gender: 'female',
    country: 'NL',
    region: null,
    city: 'Utrecht',
    fictional: false,
    main_image: { filename: 'anna.webp', thumb_filename: 'anna-thumb.webp', status: 'approved' },
  },
  {
    id: 12,
    name: 'Bea',
    age: 28,
    gender: 'female',
    country: 'DE',
    region: null,
    city: 'Mönchengladbach',
    fictional: true,
    main_image: { filename: 'bea.webp', thumb_filename: 'bea-thumb.webp', status: 'approved' },
  },
  {
    id: 13,
    name: 'Carl',
    age: 45,
    gender: 'male',
    country: 'GB',
    region: null,
    city: null,
    fictional: false,
    main_image: { filename: 'carl.webp', thumb_filename: 'carl-thumb.webp', status: 'approved' },
  },
  {
    id: 14,
    name: 'Dan',
    age: 38,
    gender: 'male',
    country: 'NL',
    region: null,
    city: 'Amsterdam',
    fictional: false,
    main_image: null,
  },
];

/** A completed payment of 100 credits by iDEAL (payment outcomes, receipts). */
export const storyPayment: Payment = {
  id: 7,
  tier: 'p1',
  credits: 100,
  method: 'ideal',
  currency: 'EUR',
  price: 2995,
  discount: 0,
  discount_code: null,
  fee: 0,
  total: 2995,
  status: 'completed',
  refunded: null,
  stored_method: false,
  made_premium: true,
  checkout_url: null,
  created_at: '2026-11-20T10:00:00Z',
  settled_at: '2026-11-20T10:01:00Z',
};
