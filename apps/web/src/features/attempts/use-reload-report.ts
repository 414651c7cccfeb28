import type { IntegrityEventKind } from '@kaoshi/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';

/**
 * A page load that resumes an attempt already started (a reload, a reopened tab, a crash) is
 * reported once as 'reload', which the proctor sees apart and the server never counts as a
 * departure; the candidate is told it did not count. Once per page, though React may mount twice.
 */
export function useReloadReport(reopened: boolean, report: (kind: IntegrityEventKind) => void) {
  const { t } = useTranslation();
  const done = useRef(false);
  useEffect(() => {
    if (!reopened || done.current) return;
    done.current = true;
    report('reload');
    void notify().info(t('exam.integrity.reloaded'));
  }, [reopened, report, t]);
}
