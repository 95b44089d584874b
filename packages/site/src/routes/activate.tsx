/** /activate?token=… — the link of the activation e-mail: confirms, then shows the result page. */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { isApiError } from '@dating/api-client';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    await context.api.activate(token);
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect('/activate/error');
    throw error;
  }
  throw redirect('/activate/done');
}
