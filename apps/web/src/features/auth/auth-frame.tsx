import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/plain/language-menu';
import '../../components/plain/plain.css';
import './auth.css';

/**
 * The frame of the sign-in and sign-up pages, on the plain kit (a candidate's first download
 * carries no Ant Design): the product's name, the language menu, one card.
 */
export function AuthFrame({ intro, children, footer }: { intro: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-page kx-plain">
      <main className="login-card">
        <div className="auth-head">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <h1 className="auth-title">{t('app.title')}</h1>
          <LanguageMenu />
        </div>
        <p className="kx-muted auth-intro">{intro}</p>
        {children}
        {footer && <p className="auth-footer">{footer}</p>}
      </main>
    </div>
  );
}
