/**
 * The candidate's identity as others see it (docs/SECURITY.md round 3, H3): the name and photo a
 * reviewer approved (users.legal_name, users.photo_file_id, set by registration's
 * recordApprovedIdentity). Until an application passes, the name and photo staff entered in
 * candidate management stand; the name typed at sign-up alone never reaches a ticket, an exam
 * room or a certificate, since a candidate is only enrolled by an approval or by staff.
 */
import { API } from '@kaoshi/contracts';
import { sql } from 'kysely';

/** The legal name of `users` (or an alias of it), for a select list or a filter. */
export const legalName = (table = 'users') =>
  sql<string>`coalesce(nullif(${sql.ref(`${table}.legalName`)}, ''), ${sql.ref(`${table}.nickName`)})`;

/** The approved photo (served by registrationFile to the candidate and staff), else the one staff entered. */
export const legalPhoto = (table = 'users') =>
  sql<string>`case when ${sql.ref(`${table}.photoFileId`)} is null then ${sql.ref(`${table}.photo`)}
    else ${sql.lit(`${API.registrationFile}/`)} || cast(${sql.ref(`${table}.photoFileId`)} as varchar(20)) end`;

/** The legal name in the raw-SQL reports (analysis), whose users table is aliased `u`. */
export const LEGAL_NAME_SQL = sql<string>`coalesce(nullif(u.legal_name, ''), u.nick_name)`;
