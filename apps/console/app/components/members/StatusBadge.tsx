/** A member's console status as a coloured label (banned and erased stand out). */
import type { MemberSummary } from '@dating/contract';
import { Badge } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';

const TONES = {
  active: 'accent',
  unactivated: 'neutral',
  banned: 'danger',
  pending_deletion: 'warning',
  erased: 'neutral',
} as const;

export function StatusBadge({ status }: { status: MemberSummary['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`members.statuses.${status}`)}</Badge>;
}
