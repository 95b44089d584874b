/** A labelled photo file input with a preview of the chosen picture (nothing uploads until submit). */
import { FileInput } from '@dating/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PhotoInput({ label, hint, error }: { label: string; hint?: string; error?: string }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <>
      <FileInput
        label={label}
        hint={hint}
        error={error}
        name="photo"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
        chooseLabel={t('photoPicker.choose')}
        emptyLabel={t('photoPicker.none')}
        onChange={(file) => setPreview(file ? URL.createObjectURL(file) : null)}
      />
      {preview ? <img src={preview} alt={t('signup.photo.preview')} width={160} height={200} /> : null}
    </>
  );
}
