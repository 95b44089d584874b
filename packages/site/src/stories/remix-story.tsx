/**
 * The decorator of site screens in Storybook (issue 23, ADR 0090): a screen uses Remix's hooks
 * (useRootData, useFetcher, useSearchParams, useMatches, <Form>), so it renders inside
 * `createRemixStub` (@remix-run/testing, made for Remix v2 and free of the Remix compiler) with
 * the root loader's data of the brand and locale chosen in Storybook's toolbar.
 */
import type { Decorator } from '@storybook/react-vite';
import { StoryTexts } from '@dating/ui-kit/stories';
import { createRemixStub } from '@remix-run/testing';
import { useContext, useMemo } from 'react';
import type { ActionResult } from '../lib/api-action.ts';
import { BrandLogo } from '../lib/brand-logo.ts';
import type { RootData } from '../lib/root-data.ts';
import { storyRoot } from './story-root.ts';

export interface RemixStoryOptions {
  /** The address the screen is shown at (search parameters open modals: `/members?signup=1`). */
  url?: string;
  /** The leaf route's id, for screens that read `useMatches()` (`routes/members._index`). */
  routeId?: string;
  /** What the root loader answers beyond a visitor on the brand's site. */
  root?: Partial<RootData>;
  /** What a form of the screen gets back when submitted (field errors, a failure). */
  action?: ActionResult;
}

export function withRemix(options: RemixStoryOptions = {}): Decorator {
  return (Story, context) => {
    const { brand } = useContext(StoryTexts);
    const locale = (context.globals as { locale?: string }).locale ?? 'en';
    const leaf = options.routeId ?? 'routes/story';
    const root = useMemo(() => storyRoot(brand, locale, options.root), [brand, locale]);
    // One router per brand and locale: a new stub would remount the screen on every render.
    const Stub = useMemo(
      () =>
        createRemixStub([
          {
            id: 'root',
            path: '/',
            loader: () => root,
            children: [
              {
                id: leaf,
                path: '*',
                Component: () => <Story />,
                action: () => options.action ?? { done: true },
              },
            ],
          },
        ]),
      [root],
    );
    return (
      <BrandLogo.Provider value={brand.logo}>
        <Stub
          initialEntries={[options.url ?? '/']}
          hydrationData={{ loaderData: { root, [leaf]: null } }}
          future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }}
        />
      </BrandLogo.Provider>
    );
  };
}
