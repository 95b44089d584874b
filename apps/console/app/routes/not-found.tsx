/** Any other path of the console host: the translated 404 (never a brand page). */
export const loader = () => {
  throw new Response('Not found', { status: 404 });
};

export default function NotFound() {
  return null;
}
