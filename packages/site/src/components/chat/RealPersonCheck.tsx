/**
 * "Is this a real person?" in every chat's menu (issue 18, ADR 0057). The answer is immediate
 * and comes from what the chat screen already holds (the profile's `fictional` flag, whether the
 * member confirmed their e-mail address), so no call can fail or keep the member waiting.
 *
 * For a fictional profile it says so plainly: the site's staff run it and write its messages,
 * and names the operating company. For a member's own profile it says what the site does and
 * does not check — truthfully: the only check is the confirmed e-mail address (no identity, age
 * or photo check exists in the product).
 *
 * The menu entry is a link to `?real-person`, so before hydration (or without JavaScript) the
 * page loads with the dialog open; after hydration the click opens it at once, with no request.
 */
import { Button, Modal, Stack } from '@dating/ui-kit';
import { Link, useNavigate, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const REAL_PERSON_PARAM = 'real-person';

export interface RealPersonCheckProps {
  profile: { name: string; fictional: boolean };
  /** The other member has not confirmed their e-mail address yet. */
  otherUnconfirmed: boolean;
  /** The site's name (settings.name). */
  siteName: string;
  /** The company that operates the site (company info), when known. */
  companyName?: string;
}

export function RealPersonCheck(props: RealPersonCheckProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.has(REAL_PERSON_PARAM);
  const [open, setOpen] = useState(fromUrl);
  const close = () => {
    setOpen(false);
    // Opened by the URL (before hydration): leave the parameter, so a reload does not reopen it.
    if (fromUrl) {
      const next = new URLSearchParams(params);
      next.delete(REAL_PERSON_PARAM);
      const search = next.toString();
      navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
    }
  };
  return (
    <>
      <Link
        to={`?${REAL_PERSON_PARAM}=1`}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('chat.realPersonAsk')}
      </Link>
      <Modal
        open={open}
        title={t('chat.realPersonTitle', { name: props.profile.name })}
        onClose={close}
        closeLabel={t('activation.close')}
      >
        <Stack gap="medium">
          <RealPersonAnswer {...props} />
          <Stack direction="row" gap="small" wrap>
            <Button type="button" onClick={close}>
              {t('chat.realPersonUnderstood')}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}

/** The answer itself: which kind of profile this is, and who writes its messages. */
export function RealPersonAnswer({ profile, otherUnconfirmed, siteName, companyName }: RealPersonCheckProps) {
  const { t } = useTranslation();
  const name = profile.name;
  if (profile.fictional) {
    return (
      <>
        <p>
          <strong>{t('chat.realPersonFictional', { name })}</strong>
        </p>
        <p>{t('chat.realPersonFictionalStaff', { name, site: siteName })}</p>
        {companyName ? <p>{t('chat.realPersonOperator', { site: siteName, company: companyName })}</p> : null}
      </>
    );
  }
  return (
    <>
      <p>
        <strong>{t('chat.realPersonMember', { name })}</strong>
      </p>
      <p>{t('chat.realPersonMemberOwn', { name, site: siteName })}</p>
      <p>
        {otherUnconfirmed
          ? t('chat.realPersonUnconfirmed', { name })
          : t('chat.realPersonConfirmed', { name })}{' '}
        {t('chat.realPersonNotChecked')}
      </p>
      <p>{t('chat.realPersonSafety')}</p>
    </>
  );
}
