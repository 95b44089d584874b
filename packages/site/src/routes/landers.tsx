/**
 * /landers/{alonetonight, collagelanding, gallery, iconslanding, maplanding, socialnetwork,
 * transitionsvideolanding, video}/{slug?} (spec §2): eight marketing designs in the lander
 * layout, each leading into signup. The slug picks a campaign (ADR 0031).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { type LanderKind, isLanderKind } from '@dating/domain';
import type { ReactNode } from 'react';
import { AloneTonight } from '../components/landers/AloneTonight.tsx';
import { Collage } from '../components/landers/Collage.tsx';
import { Gallery } from '../components/landers/Gallery.tsx';
import { Icons } from '../components/landers/Icons.tsx';
import { MapLander } from '../components/landers/MapLander.tsx';
import { ReelLander } from '../components/landers/ReelLander.tsx';
import { SocialNetwork } from '../components/landers/SocialNetwork.tsx';
import type { LanderProps } from '../components/landers/types.ts';
import { loadLander } from '../lib/lander.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta;

/** How many members each design shows. */
const MEMBERS: Record<LanderKind, number> = {
  alonetonight: 11,
  collagelanding: 14,
  gallery: 14,
  iconslanding: 6,
  maplanding: 8,
  socialnetwork: 6,
  transitionsvideolanding: 10,
  video: 10,
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = params.kind ?? '';
  if (!isLanderKind(kind)) throw new Response(null, { status: 404 });
  const lander = await loadLander(request, context, {
    path: `/landers/${kind}`,
    slug: params.slug,
    limit: MEMBERS[kind],
    titleKey: `landers.${kind}.title`,
  });
  return { ...lander, kind };
}

const DESIGNS: Record<LanderKind, (props: LanderProps) => ReactNode> = {
  alonetonight: AloneTonight,
  collagelanding: Collage,
  gallery: Gallery,
  iconslanding: Icons,
  maplanding: MapLander,
  socialnetwork: SocialNetwork,
  transitionsvideolanding: (props) => <ReelLander {...props} kind="transitionsvideolanding" />,
  video: (props) => <ReelLander {...props} kind="video" />,
};

export default function LanderPage() {
  const { kind, title, members } = useLoaderData<typeof loader>();
  const Design = DESIGNS[kind];
  return <Design title={title} members={members} />;
}
