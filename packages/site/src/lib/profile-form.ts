/** Form data of the profile field groups → the PATCH /api/profile.php body (empty = cleared). */
import { profileUpdateSchema } from '@dating/contract';

export type ProfileGroup = 'location' | 'personal' | 'about';

export const PROFILE_GROUP_FIELDS: Record<ProfileGroup, readonly string[]> = {
  location: ['country', 'region', 'city'],
  personal: ['hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos'],
  about: ['about_me', 'signup_reason'],
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const choice = (form: FormData, name: string) => text(form, name) || null;

export function profileUpdateFromForm(form: FormData, groups: readonly ProfileGroup[]) {
  const body: Record<string, unknown> = {};
  for (const group of groups) {
    if (group === 'location') {
      body.country = text(form, 'country');
      body.region = text(form, 'region');
      body.city = text(form, 'city');
    } else if (group === 'personal') {
      for (const name of ['hair_color', 'eye_color', 'body_type', 'relationship_status'])
        body[name] = choice(form, name);
      const tattoos = text(form, 'tattoos');
      body.tattoos = tattoos === 'yes' ? true : tattoos === 'no' ? false : null;
    } else {
      body.about_me = text(form, 'about_me');
      body.signup_reason = text(form, 'signup_reason');
    }
  }
  return profileUpdateSchema.safeParse(body);
}
