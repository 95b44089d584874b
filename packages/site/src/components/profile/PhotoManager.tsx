/**
 * The "My photos" part of /profile (spec §2, §5): the member's photos with the main one marked,
 * make another main, delete, and upload up to the limit. Every action is a plain form, so it
 * works before hydration; with JavaScript the upload goes straight to the API with a progress
 * bar (a 10 MB photo on a phone takes a while), then the page data reloads.
 */
import { Form, useNavigation } from '@remix-run/react';
import type { OwnPhoto } from '@dating/contract';
import { Alert, Badge, Button, Grid, PhotoTile, ProgressBar, Stack, visuallyHidden } from '@dating/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../lib/api-action.ts';
import { refreshPage } from '../../lib/page-refresh.ts';
import { MEMBER_CARD_SIZES, photoSources, photoUrl } from '../../lib/photo-url.ts';
import { useRootData } from '../../lib/root-data.ts';
import { FormError, useFieldErrors } from '../FormError.tsx';
import { PhotoInput } from '../PhotoInput.tsx';

interface PhotoManagerProps {
  photos: OwnPhoto[];
  max: number;
  result?: ActionResult;
}

type Upload = { progress: number } | { error: ActionResult } | null;

/** Sends the chosen file to the API, reporting progress; resolves with the API's error, if any. */
function sendPhoto(file: File, onProgress: (share: number) => void): Promise<ActionResult | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.set('photo', file);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 300) return resolve(null);
      try {
        const { error } = JSON.parse(xhr.responseText);
        resolve({
          intent: 'photo-upload',
          error: { code: error.code, params: error.params },
          fields: error.fields,
        });
      } catch {
        resolve({ intent: 'photo-upload', error: { code: 'general_error' } });
      }
    };
    xhr.onerror = () => resolve({ intent: 'photo-upload', error: { code: 'general_error' } });
    xhr.open('POST', '/api/photos.php');
    xhr.send(body);
  });
}

function PhotoAction({
  id,
  intent,
  busy,
  children,
}: {
  id: number;
  intent: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} size="small" variant="soft" loading={busy}>
        {children}
      </Button>
    </Form>
  );
}

export function PhotoManager({ photos, max, result }: PhotoManagerProps) {
  const { t } = useTranslation();
  const cdn = useRootData()?.settings.cdn_prefix ?? '/uploads/';
  const navigation = useNavigation();
  const [upload, setUpload] = useState<Upload>(null);
  const uploadResult = upload && 'error' in upload ? upload.error : result;
  const fieldError = useFieldErrors(uploadResult, 'photo-upload', { max });
  const pending = (intent: string, id: number) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === String(id);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem('photo') as HTMLInputElement | null)?.files?.[0];
    if (!file) return; // The plain form answers with "please choose a photo".
    event.preventDefault();
    const form = event.currentTarget;
    setUpload({ progress: 0 });
    const error = await sendPhoto(file, (progress) => setUpload({ progress }));
    if (error) return setUpload({ error });
    setUpload(null);
    form.reset();
    refreshPage();
  };

  return (
    <Stack gap="medium">
      <p>{t('photos.count', { n: photos.length, max })}</p>
      {result?.intent?.startsWith('photo-') && result.intent !== 'photo-upload' ? (
        <FormError result={result} />
      ) : null}
      {photos.length > 0 ? (
        <Grid as="ul" minItemWidth={140}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <PhotoTile
                src={photoUrl(cdn, photo.thumb_filename)}
                sources={photoSources(cdn, photo.filename)}
                sizes={MEMBER_CARD_SIZES}
                alt={t('photos.yourPhoto', { n: i + 1 })}
                badges={
                  <>
                    {photo.main ? <Badge>{t('photos.main')}</Badge> : null}
                    {photo.status === 'approved' ? null : (
                      <Badge tone={photo.status === 'rejected' ? 'danger' : 'warning'}>
                        {t(`photos.status.${photo.status}`)}
                      </Badge>
                    )}
                  </>
                }
                note={
                  photo.status === 'rejected' ? (
                    <>
                      {t('photos.rejectedWhy', {
                        reason: t(`photos.rejection.${photo.rejection_reason ?? 'other'}`),
                      })}{' '}
                      {t('photos.rejectedHidden')}
                    </>
                  ) : null
                }
              >
                {photo.main || photo.status === 'rejected' ? null : (
                  <PhotoAction id={photo.id} intent="photo-main" busy={pending('photo-main', photo.id)}>
                    {t('photos.makeMain')}
                    <span className={visuallyHidden}> {t('photos.yourPhoto', { n: i + 1 })}</span>
                  </PhotoAction>
                )}
                <PhotoAction id={photo.id} intent="photo-delete" busy={pending('photo-delete', photo.id)}>
                  {t('photos.delete')}
                  <span className={visuallyHidden}> {t('photos.yourPhoto', { n: i + 1 })}</span>
                </PhotoAction>
              </PhotoTile>
            </li>
          ))}
        </Grid>
      ) : (
        <Alert tone="info">{t('photos.none')}</Alert>
      )}
      {photos.length < max ? (
        <Form method="post" encType="multipart/form-data" onSubmit={onUpload} replace preventScrollReset>
          <Stack gap="medium">
            <FormError result={uploadResult} intent="photo-upload" />
            <PhotoInput label={t('photos.add')} hint={t('signup.photo.hint')} error={fieldError('photo')} />
            {upload && 'progress' in upload ? (
              <ProgressBar label={t('photos.uploading')} value={upload.progress} />
            ) : null}
            <Button
              type="submit"
              name="intent"
              value="photo-upload"
              loading={
                (upload !== null && 'progress' in upload) ||
                navigation.formData?.get('intent') === 'photo-upload'
              }
            >
              {t('photos.upload')}
            </Button>
          </Stack>
        </Form>
      ) : (
        <p>{t('photos.limit', { max })}</p>
      )}
    </Stack>
  );
}
