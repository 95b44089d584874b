/**
 * Removing the chats with one member from the chat screen (spec §4). The chat screen hands the
 * member to /chats through the navigation state; /chats hides that member's chats at once, then
 * deletes them on the server; on failure it shows them again, alerts and reloads the list.
 */
import { isApiError } from '@dating/api-client';
import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { loadBrowserApi } from '../../lib/load-browser-api.ts';

/** The member whose chats are removed: the id for the server, the name for the confirmation. */
export interface ChatRemoval {
  id: number;
  name: string;
}

interface RemovalState {
  removeChatsWith: ChatRemoval;
}

export const chatRemovalState = (profile: ChatRemoval): RemovalState => ({
  removeChatsWith: { id: profile.id, name: profile.name },
});

function removalOf(state: unknown): ChatRemoval | null {
  const value = (state as Partial<RemovalState> | null)?.removeChatsWith;
  return value && typeof value.id === 'number' && typeof value.name === 'string' ? value : null;
}

export type RemovalOutcome = { status: 'removed' | 'failed'; profile: ChatRemoval } | null;

/**
 * On arriving at /chats from "Remove chat": the profile hidden from the list while the server
 * deletes, and how it went. The navigation state is cleared once the server has answered
 * (which also reloads the list), so a reload or going back does not remove anything again.
 */
export function useRemovalFromConversation(): {
  hiddenProfile: number | null;
  outcome: RemovalOutcome;
  dismiss: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = removalOf(location.state);
  const started = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<RemovalOutcome>(
    pending ? { status: 'removed', profile: pending } : null,
  );
  const [hiddenProfile, setHiddenProfile] = useState<number | null>(pending?.id ?? null);

  useEffect(() => {
    if (!pending || started.current === location.key) return;
    started.current = location.key;
    setHiddenProfile(pending.id);
    setOutcome({ status: 'removed', profile: pending });
    loadBrowserApi()
      .then((api) => api.deleteChat({ profile: pending.id }))
      // Already gone (removed in another tab, or the member blocked us meanwhile): nothing is left to remove.
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.code === 'not_found')) throw error;
      })
      .catch(() => {
        setHiddenProfile(null);
        setOutcome({ status: 'failed', profile: pending });
      })
      .finally(() => navigate('/chats', { replace: true, state: null, preventScrollReset: true }));
  }, [pending, location.key, navigate]);

  return { hiddenProfile, outcome, dismiss: () => setOutcome(null) };
}
