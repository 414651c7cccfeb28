import type { Lang } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * An account's messages are written in the language it last signed in with (the web sends its
 * choice with every request); queued messages keep the language of their moment.
 */
export async function rememberNotificationLanguage(db: Kysely<Database>, userId: number, lang: Lang): Promise<void> {
  await db
    .updateTable('users')
    .set({ notificationLanguage: lang })
    .where('id', '=', userId)
    .where('notificationLanguage', '!=', lang)
    .execute();
}
