/**
 * The persona pages' calls that the JSON helper (staff-api.server.ts) does not make: a photo
 * upload goes on to the staff API as the same multipart form the browser sent, so the console
 * works without JavaScript.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { ApiError } from './staff-api.server.ts';

export async function staffUpload(
  request: Request,
  context: AppLoadContext,
  path: string,
  form: FormData,
): Promise<{ ok: boolean; status: number; error: ApiError | null }> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const response = await context.staffFetch(
    new Request(`${new URL(request.url).origin}/staff-api${path}`, { method: 'POST', headers, body: form }),
  );
  const json = (await response.json().catch(() => null)) as { error?: ApiError } | null;
  return {
    ok: response.ok,
    status: response.status,
    error: response.ok ? null : (json?.error ?? { code: 'unknown', message: response.statusText }),
  };
}

/** The persona form's fields as the staff API takes them (empty optional fields clear). */
export function personaBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const optional = (name: string) => {
    const value = text(name);
    return value === '' ? null : value;
  };
  const tattoos = text('tattoos');
  return {
    label: text('label'),
    notes: text('notes'),
    openers: text('openers')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    name: text('name'),
    gender: text('gender'),
    looking_for: text('looking_for'),
    date_of_birth: text('date_of_birth'),
    country: text('country').toUpperCase(),
    region: optional('region'),
    city: optional('city'),
    about_me: optional('about_me'),
    hair_color: optional('hair_color'),
    eye_color: optional('eye_color'),
    body_type: optional('body_type'),
    relationship_status: optional('relationship_status'),
    tattoos: tattoos === 'yes' ? true : tattoos === 'no' ? false : null,
    interests: form.getAll('interests').map(String),
  };
}

export const brandsOf = (form: FormData) => form.getAll('brands').map(String);
