/**
 * Personas over the staff API (issue 18): admins list, create, edit, retire and give photos to
 * the fictional profiles; the desk (operators and admins) has a persona like a member. Routes
 * parse, check the role, call personas/commands.ts or queries.ts and answer.
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  personaBrandRequestSchema,
  personaCreateSchema,
  personaIdParamSchema,
  personaLikeRequestSchema,
  personaLikeResponseSchema,
  personaListQuerySchema,
  personaListResponseSchema,
  personaPhotoParamSchema,
  personaResponseSchema,
  personaRetireRequestSchema,
  personaUpdateSchema,
} from '@dating/contract';
import type { Context } from 'hono';
import { clockOf } from '../http/clock.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiHttpError } from '../http/errors.ts';
import { jsonBody, jsonRequest } from '../http/openapi.ts';
import { orRefuse } from '../http/refusal.ts';
import { validationHook } from '../http/validation.ts';
import { uploadedPhoto } from '../photos/pipeline.ts';
import type { StaffEnv } from '../staff/env.ts';
import { requireStaff } from '../staff/session.ts';
import {
  type Actor,
  addPersonaBrand,
  addPersonaPhoto,
  createPersona,
  deletePersonaPhoto,
  personaLikesMember,
  removePersonaBrand,
  setPersonaMainPhoto,
  setPersonaRetired,
  updatePersona,
} from './commands.ts';
import { listPersonas, loadPersona } from './queries.ts';

export const personaRoutes = new OpenAPIHono<StaffEnv>({ defaultHook: validationHook });

const security = [{ staffSession: [] }];
const base = '/staff-api/personas';

const common = {
  401: jsonBody(apiErrorSchema, 'staff_authentication_required'),
  403: jsonBody(apiErrorSchema, 'staff_role_forbidden or forbidden_origin'),
};
const withPersona = { ...common, 404: jsonBody(apiErrorSchema, 'persona_not_found') };

function actor(c: Context<StaffEnv>, area: 'personas' | 'desk'): Actor {
  const staff = requireStaff(c, area);
  return { staffId: staff.id, ip: clientIp(c) };
}

const knownBrands = (c: Context<StaffEnv>) => c.get('deps').brands.map((b) => b.id);

async function personaBody(c: Context<StaffEnv>, id: number) {
  const persona = await loadPersona(c.get('deps').db, id);
  if (!persona) throw new ApiHttpError(404, 'persona_not_found', 'No such persona');
  return { persona };
}

personaRoutes.openapi(
  createRoute({
    method: 'get',
    path: base,
    operationId: 'listPersonas',
    summary: 'The personas, newest first, filtered by brand and retirement',
    security,
    request: { query: personaListQuerySchema },
    responses: {
      200: jsonBody(personaListResponseSchema, 'The personas matching the filters'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...common,
    },
  }),
  async (c) => {
    requireStaff(c, 'personas');
    c.header('Cache-Control', 'private, no-store');
    const { db, brands } = c.get('deps');
    return c.json(
      {
        personas: await listPersonas(db, c.req.valid('query')),
        brands: brands.map((b) => ({ id: b.id, name: b.name })),
      },
      200,
    );
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'post',
    path: base,
    operationId: 'createPersona',
    summary: 'Create a persona on one or more brands',
    security,
    request: jsonRequest(personaCreateSchema),
    responses: {
      201: jsonBody(personaResponseSchema, 'The new persona'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
      ...common,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const created = orRefuse(
      await createPersona(
        c.get('deps').db,
        { actor: who, persona: c.req.valid('json'), knownBrands: knownBrands(c) },
        clockOf(c),
      ),
    );
    return c.json(await personaBody(c, created.id), 201);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'get',
    path: `${base}/{id}`,
    operationId: 'getPersona',
    summary: 'One persona with its brands, profile, interests and photos',
    security,
    request: { params: personaIdParamSchema },
    responses: { 200: jsonBody(personaResponseSchema, 'The persona'), ...withPersona },
  }),
  async (c) => {
    requireStaff(c, 'personas');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await personaBody(c, c.req.valid('param').id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'patch',
    path: `${base}/{id}`,
    operationId: 'updatePersona',
    summary: 'Edit a persona; profile changes apply on every brand',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(personaUpdateSchema) },
    responses: {
      200: jsonBody(personaResponseSchema, 'The persona after the edit'),
      400: jsonBody(apiErrorSchema, 'validation_failed with field errors; nothing written'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id } = c.req.valid('param');
    orRefuse(
      await updatePersona(c.get('deps').db, { actor: who, id, patch: c.req.valid('json') }, clockOf(c)),
    );
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/brands`,
    operationId: 'addPersonaBrand',
    summary: 'Show the persona on one more brand',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(personaBrandRequestSchema) },
    responses: {
      200: jsonBody(personaResponseSchema, 'The persona with the brand'),
      400: jsonBody(apiErrorSchema, 'validation_failed: unknown brand'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id } = c.req.valid('param');
    const { brand } = c.req.valid('json');
    orRefuse(
      await addPersonaBrand(
        c.get('deps').db,
        { actor: who, id, brand, knownBrands: knownBrands(c) },
        clockOf(c),
      ),
    );
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'delete',
    path: `${base}/{id}/brands`,
    operationId: 'removePersonaBrand',
    summary: 'Take the persona off a brand (its row is hidden; conversations stay)',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(personaBrandRequestSchema) },
    responses: {
      200: jsonBody(personaResponseSchema, 'The persona without the brand'),
      400: jsonBody(apiErrorSchema, 'validation_failed: not on that brand, or its last brand'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id } = c.req.valid('param');
    orRefuse(
      await removePersonaBrand(
        c.get('deps').db,
        { actor: who, id, brand: c.req.valid('json').brand },
        clockOf(c),
      ),
    );
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/{id}/retired`,
    operationId: 'setPersonaRetired',
    summary: 'Retire a persona (out of search, the desk and auto-likes) or bring it back',
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(personaRetireRequestSchema) },
    responses: {
      200: jsonBody(personaResponseSchema, 'The persona'),
      400: jsonBody(apiErrorSchema, 'validation_failed'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id } = c.req.valid('param');
    orRefuse(
      await setPersonaRetired(
        c.get('deps').db,
        { actor: who, id, retired: c.req.valid('json').retired },
        clockOf(c),
      ),
    );
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/photos`,
    operationId: 'addPersonaPhoto',
    summary: "Upload a photo onto the persona's profile on every brand",
    description:
      'multipart/form-data: the file in `photo` (JPEG, PNG, WebP, GIF, AVIF, HEIF); `premium_only` = `on`/`true` for a photo free members see blurred.',
    security,
    request: { params: personaIdParamSchema },
    responses: {
      201: jsonBody(personaResponseSchema, 'The persona with the photo; the first one is the main photo'),
      400: jsonBody(apiErrorSchema, 'validation_failed: photo required or not an image'),
      413: jsonBody(apiErrorSchema, 'payload_too_large'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id } = c.req.valid('param');
    const { db, photoStore } = c.get('deps');
    const form = await c.req.formData().catch(() => null);
    const file = orRefuse(uploadedPhoto(form));
    const flag = form?.get('premium_only');
    const premiumOnly = flag === 'on' || flag === 'true';
    orRefuse(await addPersonaPhoto(db, { actor: who, id, file, premiumOnly, store: photoStore }, clockOf(c)));
    return c.json(await personaBody(c, id), 201);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'put',
    path: `${base}/{id}/photos/{photo}/main`,
    operationId: 'setPersonaMainPhoto',
    summary: "Make one of the persona's photos the main photo on every brand",
    security,
    request: { params: personaPhotoParamSchema },
    responses: {
      200: jsonBody(personaResponseSchema, 'The persona'),
      400: jsonBody(apiErrorSchema, 'validation_failed: a premium-only photo cannot be the main one'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id, photo } = c.req.valid('param');
    orRefuse(await setPersonaMainPhoto(c.get('deps').db, { actor: who, id, photoId: photo }, clockOf(c)));
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'delete',
    path: `${base}/{id}/photos/{photo}`,
    operationId: 'deletePersonaPhoto',
    summary: "Delete one of the persona's photos on every brand",
    security,
    request: { params: personaPhotoParamSchema },
    responses: { 200: jsonBody(personaResponseSchema, 'The persona without the photo'), ...withPersona },
  }),
  async (c) => {
    const who = actor(c, 'personas');
    const { id, photo } = c.req.valid('param');
    const { db, photoStore } = c.get('deps');
    orRefuse(await deletePersonaPhoto(db, { actor: who, id, photoId: photo, store: photoStore }, clockOf(c)));
    return c.json(await personaBody(c, id), 200);
  },
);

personaRoutes.openapi(
  createRoute({
    method: 'post',
    path: `${base}/{id}/likes`,
    operationId: 'personaLikesMember',
    summary: "The persona likes a member (the member's ordinary like and notification)",
    security,
    request: { params: personaIdParamSchema, ...jsonRequest(personaLikeRequestSchema) },
    responses: {
      200: jsonBody(personaLikeResponseSchema, 'Liked; match tells a mutual like'),
      400: jsonBody(apiErrorSchema, 'validation_failed: not a member of a brand the persona is on'),
      ...withPersona,
    },
  }),
  async (c) => {
    const who = actor(c, 'desk');
    const { id } = c.req.valid('param');
    const liked = orRefuse(
      await personaLikesMember(
        c.get('deps').db,
        { actor: who, id, member: c.req.valid('json').member },
        clockOf(c),
      ),
    );
    return c.json({ ok: true as const, match: liked.match }, 200);
  },
);
