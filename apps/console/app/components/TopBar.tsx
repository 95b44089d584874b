/**
 * The console's top bar: the product name, the areas the staff member's role reaches, their
 * name and role, the language switch and sign out. Plain forms: everything works without JavaScript.
 */
import type { StaffMe } from '@dating/contract';
import { canReach } from '@dating/domain';
import { visuallyHidden } from '@dating/ui-kit';
import { Form, NavLink, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LOCALES, LANGUAGE_NAMES } from '../i18n.ts';
import { NAV } from '../nav.ts';
import * as styles from '../styles.css.ts';

export function TopBar({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <header className={styles.topBar}>
      <a href="/" className={styles.product}>
        {t('product')}
      </a>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.navList}>
          {NAV.filter((entry) => canReach(me.role, entry.area)).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} end={entry.to === '/'} className={styles.navLink}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.who}>
        <span>
          {me.name} <span>({t(`roles.${me.role}`)})</span>
        </span>
        <LanguageSwitch current={me.language} back={location.pathname + location.search} />
        <Form method="post" action="/logout" className={styles.inlineForm}>
          <button type="submit" className={styles.barButton}>
            {t('nav.signOut')}
          </button>
        </Form>
      </div>
    </header>
  );
}

export function LanguageSwitch({
  current,
  back,
  onDark = true,
}: {
  current: string;
  back: string;
  onDark?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/language" className={styles.inlineForm}>
      <input type="hidden" name="redirectTo" value={back} />
      <label htmlFor="console-language" className={visuallyHidden}>
        {t('language.label')}
      </label>
      <select
        id="console-language"
        name="language"
        defaultValue={current}
        className={styles.barSelect}
        key={current}
      >
        {CONSOLE_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <button type="submit" className={onDark ? styles.barButton : styles.plainButton}>
        {t('language.apply')}
      </button>
    </Form>
  );
}
