import type { AuditRecord } from '@kaoshi/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFilterBar, ListTable, ListToolbar } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { useListQuery } from '../../lib/list-query';
import { timeZoneLabel } from '../../lib/time-format';
import { AUDIT_EXPORT_PATH, listAudit } from './api';
import { auditColumns } from './audit-columns';
import { AuditDrawer } from './audit-drawer';
import { AUDIT_FILTERS, AuditFilters } from './audit-filters';
import './audit.css';

/**
 * /system/auditLog (SYSTEM-USER with role SUPER_ADMIN or SUPER, decision 0010): who changed
 * what and when, newest first; the filter as the export takes it; one record in a drawer.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListQuery('audit', listAudit, AUDIT_FILTERS);
  const [open, setOpen] = useState<AuditRecord | null>(null);
  return (
    <PageCard title={t('audit.title')} extra={<ListToolbar exportPath={AUDIT_EXPORT_PATH} exportParams={list.appliedParams} />}>
      <div className="audit-log">
        <ListFilterBar list={list}>
          <AuditFilters filters={list.filters} setFilter={list.setFilter} search={list.search} />
        </ListFilterBar>
        <Typography.Paragraph type="secondary" className="audit-zone">
          {t('audit.timeZone', { zone: timeZoneLabel() })}
        </Typography.Paragraph>
        <ListTable list={list} rowKey="auditId" columns={auditColumns(t, setOpen)} emptyText={t('audit.empty')} />
      </div>
      <AuditDrawer record={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
