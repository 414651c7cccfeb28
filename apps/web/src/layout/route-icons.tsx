import {
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FormOutlined,
  MailOutlined,
  ReadOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The route table names icons; this maps the names to components. */
export const ROUTE_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  bank: <BankOutlined />,
  setting: <SettingOutlined />,
  database: <DatabaseOutlined />,
  barChart: <BarChartOutlined />,
  form: <FormOutlined />,
  send: <SendOutlined />,
  audit: <AuditOutlined />,
  read: <ReadOutlined />,
  mail: <MailOutlined />,
};
