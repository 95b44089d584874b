/**
 * GET /api/geocode.php?lat&lon (spec §7; issue 6): the browser's position to a country and the
 * nearest town, offline from the data `offline-geocode-city` ships — no position leaves our
 * server and nothing is stored here (the member saves the place with the profile form).
 * Answers false when no town is near (the library gives up far out at sea).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, geocodeQuerySchema, geocodeResponseSchema } from '@dating/contract';
import { getNearestCity } from 'offline-geocode-city';
import { requireUser } from '../auth/session.ts';
import type { ApiEnv } from '../http/env.ts';
import { jsonBody } from '../http/openapi.ts';
import { validationHook } from '../http/validation.ts';

export const geocodeRoutes = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

export function reverseGeocode(lat: number, lon: number): { country: string; city: string } | false {
  try {
    const place = getNearestCity(lat, lon);
    return place?.countryIso2 ? { country: place.countryIso2.toUpperCase(), city: place.cityName } : false;
  } catch {
    return false;
  }
}

geocodeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/geocode.php',
    request: { query: geocodeQuerySchema },
    responses: {
      200: jsonBody(geocodeResponseSchema, 'Country and nearest town, or false'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      403: jsonBody(apiErrorSchema, 'authentication_required'),
    },
  }),
  (c) => {
    requireUser(c);
    const { lat, lon } = c.req.valid('query');
    c.header('Cache-Control', 'private, no-store');
    return c.json(reverseGeocode(lat, lon), 200);
  },
);
