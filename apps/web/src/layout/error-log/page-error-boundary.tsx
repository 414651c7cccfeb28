import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { ResultPanel } from '../../components/plain/result-panel';
import { logError } from './error-log-store';

function CrashPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ResultPanel
      status="warning"
      level={2}
      title={t('shell.pageCrashed')}
      subTitle={t('shell.pageCrashedHint')}
      extra={
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** One per page: a failed render shows a retry panel instead of a blank console, and is logged. */
export class PageErrorBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logError(error, this.props.name, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? <CrashPanel onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
