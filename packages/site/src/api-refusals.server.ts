/**
 * An API refusal that no loader or action of the page caught — a rate limit on a form whose
 * action does not expect one, a conflict — is answered with its own status and translated code
 * on the error page, never as a 500: the visitor learns what happened and nothing was written
 * (the API refused it). Actions that show a refusal beside the form catch it themselves
 * (`apiFailure`), so only the uncaught ones reach this. Server errors (5xx) stay what they are.
 */
import { data } from '@remix-run/node';
import type { ServerBuild } from '@remix-run/node';
import { isApiError } from '@dating/api-client';

type Handler = (args: never) => unknown;

function answeringRefusals<F extends Handler>(handler: F | undefined): F | undefined {
  if (!handler) return handler;
  return (async (args: never) => {
    try {
      return await handler(args);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        throw data({ code: error.code, params: error.params }, { status: error.status });
      }
      throw error;
    }
  }) as F;
}

/** The build with every route's loader and action answering uncaught API refusals as above. */
export function withApiRefusalsAnswered(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: answeringRefusals(route.module.loader),
        action: answeringRefusals(route.module.action),
      },
    };
  }
  return { ...build, routes };
}
