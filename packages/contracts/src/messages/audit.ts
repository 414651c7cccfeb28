import type { Catalogue } from './catalogue.js';

/** The audit trail's export headers (docs/REQUIREMENTS.md §17). */
export const AUDIT_MESSAGES = {
  colAuditTime: { en: 'Time (UTC)', zh: '时间（UTC）', es: 'Hora (UTC)', ja: '日時（UTC）' },
  colAuditUserId: { en: 'User ID', zh: '用户 ID', es: 'ID de usuario', ja: 'ユーザー ID' },
  colAuditUsername: { en: 'Username', zh: '用户名', es: 'Usuario', ja: 'ユーザー名' },
  colAuditIp: { en: 'Address', zh: '地址', es: 'Dirección', ja: 'アドレス' },
  colAuditUserAgent: { en: 'Browser', zh: '浏览器', es: 'Navegador', ja: 'ブラウザー' },
  colAuditAction: { en: 'Action', zh: '操作', es: 'Acción', ja: '操作' },
  colAuditTargetType: { en: 'Record type', zh: '对象类型', es: 'Tipo de registro', ja: '対象の種類' },
  colAuditTargetId: { en: 'Record ID', zh: '对象 ID', es: 'ID del registro', ja: '対象 ID' },
  colAuditTarget: { en: 'Record', zh: '对象', es: 'Registro', ja: '対象' },
  colAuditBefore: { en: 'Before', zh: '修改前', es: 'Antes', ja: '変更前' },
  colAuditAfter: { en: 'After', zh: '修改后', es: 'Después', ja: '変更後' },
  colAuditDetail: { en: 'Detail', zh: '详情', es: 'Detalle', ja: '詳細' },
} satisfies Catalogue;
