/**
 * One pending photo in the moderation queue: the picture, whose it is, a checkbox joining the
 * bulk form (by its `form` attribute, since forms cannot nest), approve, and reject with a reason.
 * Plain forms: it works without JavaScript.
 */
import type { QueuedPhoto } from '@dating/contract';
import { PHOTO_REJECTION_REASONS } from '@dating/domain';
import { Badge, Button, visuallyHidden } from '@dating/ui-kit';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as shared from '../../styles.css.ts';
import * as styles from './moderation.css.ts';

export const BULK_FORM_ID = 'bulk-approve';

export function PhotoCard({ photo, when }: { photo: QueuedPhoto; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const who = t('moderation.photoOf', { name: photo.member_name, id: photo.member_id });
  return (
    <li className={styles.card} data-photo-id={photo.id}>
      <img
        className={styles.picture}
        src={`/uploads/${photo.thumb_filename}`}
        alt={who}
        width={240}
        height={300}
        loading="lazy"
      />
      <p className={styles.facts}>
        <strong>{photo.member_name}</strong> #{photo.member_id} · {photo.brand_id}
        <br />
        {t('moderation.uploaded', { when: when(photo.uploaded_at) })}
      </p>
      {photo.persona_id !== null || photo.premium_only ? (
        <p className={styles.decide}>
          {photo.persona_id !== null ? <Badge tone="neutral">{t('moderation.persona')}</Badge> : null}
          {photo.premium_only ? <Badge tone="neutral">{t('moderation.premiumOnly')}</Badge> : null}
        </p>
      ) : null}
      <label className={styles.pick}>
        <input type="checkbox" name="ids" value={photo.id} form={BULK_FORM_ID} />
        {t('moderation.select')}
        <span className={visuallyHidden}> {who}</span>
      </label>
      <div className={styles.decide}>
        <Button
          type="submit"
          size="small"
          variant="soft"
          form={BULK_FORM_ID}
          name="only"
          value={String(photo.id)}
        >
          {t('moderation.approve')}
        </Button>
      </div>
      <Form method="post" className={styles.decide}>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={photo.id} />
        <label htmlFor={`reason-${photo.id}`} className={shared.muted}>
          {t('moderation.reason')}
        </label>
        <select
          id={`reason-${photo.id}`}
          name="reason"
          className={`${shared.smallSelect} ${styles.reasonSelect}`}
          defaultValue=""
        >
          <option value="" disabled>
            {t('moderation.chooseReason')}
          </option>
          {PHOTO_REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`moderation.reasons.${r}`)}
            </option>
          ))}
        </select>
        <Button type="submit" size="small" variant="soft">
          {t('moderation.reject')}
        </Button>
      </Form>
    </li>
  );
}
