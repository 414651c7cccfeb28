import { randomBytes } from 'node:crypto';
import {
  BUILT_IN_ROLE_TEXT,
  FORMER_BUILT_IN_DESCRIPTIONS,
  hashPasswordForTransport,
  LINK_TYPE,
  PERMISSION_TREE,
  PERMISSION_TYPE,
  type PermissionSeed,
  ROLE,
  SEEDED_ROLE_PERMISSIONS,
  USER_TYPE,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { createAccounts } from '../modules/accounts/index.js';
import { hashStoredPassword } from '../modules/auth/index.js';
import { seedDemoArticles } from './demo-articles.js';
import { seedDemoExam } from './demo-exam.js';
import { seedDemoRegistration } from './demo-registration.js';
import { seedDemoResults } from './demo-results.js';
import { seedDemoTickets } from './demo-tickets.js';
import { DEMO_TEXT } from './demo-text/index.js';
import type { Database } from '../db/schema.js';

/** Stored in English; the console shows a built-in role's seeded name and description in the reader's language. */
const BUILT_IN_ROLES = [ROLE.SUPER_ADMIN, ROLE.SUPER, ROLE.TEACHER, ROLE.STUDENT].map((roleKey) => ({
  roleKey,
  roleName: BUILT_IN_ROLE_TEXT[roleKey].name.en,
  description: BUILT_IN_ROLE_TEXT[roleKey].description.en,
}));

/**
 * Permissions and built-in roles every installation needs. Safe to run on every start and
 * from several instances at once: it only adds what is missing and never overwrites an
 * administrator's later changes to a role's permissions.
 */
export async function seedReferenceData(db: Kysely<Database>) {
  const insertTree = async (nodes: PermissionSeed[], parentId: number | null) => {
    for (const [index, node] of nodes.entries()) {
      await db
        .insertInto('permissions')
        .values({
          permissionKey: node.key,
          name: node.name,
          type: PERMISSION_TYPE.MENU,
          linkType: LINK_TYPE.NORMAL,
          url: '',
          parentId,
          sort: index,
          builtIn: 1,
        })
        .onConflict((oc) => oc.column('permissionKey').doNothing())
        .execute();
      const { id } = await db.selectFrom('permissions').select('id').where('permissionKey', '=', node.key).executeTakeFirstOrThrow();
      if (node.children) await insertTree(node.children, id);
    }
  };
  await insertTree(PERMISSION_TREE, null);

  for (const role of BUILT_IN_ROLES) {
    const inserted = await db
      .insertInto('roles')
      .values({ ...role, builtIn: 1, createdAt: Date.now() })
      .onConflict((oc) => oc.column('roleKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    // A description the seed once wrote (one promised more than the role gives) becomes the true one.
    const former = FORMER_BUILT_IN_DESCRIPTIONS[role.roleKey];
    if (!inserted && former) {
      await db
        .updateTable('roles')
        .set({ description: role.description })
        .where('roleKey', '=', role.roleKey)
        .where('description', '=', former)
        .execute();
    }
    const keys =
      role.roleKey in SEEDED_ROLE_PERMISSIONS ? SEEDED_ROLE_PERMISSIONS[role.roleKey as keyof typeof SEEDED_ROLE_PERMISSIONS] : [];
    if (!inserted || keys.length === 0) continue;
    const permissions = await db.selectFrom('permissions').select('id').where('permissionKey', 'in', keys).execute();
    await db
      .insertInto('rolePermissions')
      .values(permissions.map((p) => ({ roleId: inserted.id, permissionId: p.id })))
      .execute();
  }
}

export interface SeededAccount {
  username: string;
  password: string;
  role: string;
}

async function createAccount(
  db: Kysely<Database>,
  username: string,
  nickName: string,
  userType: number,
  roleKeys: string[],
  password: string,
) {
  const now = Date.now();
  const passwordHash = await hashStoredPassword(hashPasswordForTransport(password));
  const roles = await db.selectFrom('roles').select('id').where('roleKey', 'in', roleKeys).execute();
  await createAccounts(
    db,
    [{ username, nickName, userType, passwordHash }],
    roles.map((role) => role.id),
    now,
  );
}

/**
 * On an empty database: the administrator (always user id 1), and with demo data also a
 * teacher and a student, named in the first start's DEMO_LANGUAGE; then the demo exam (and a finished one, scored by the app's own code)
 * when it is wanted and not there yet. Returns the accounts created so `main` can print them.
 */
export async function seedAccounts(app: FastifyInstance, config: AppConfig = app.config): Promise<SeededAccount[]> {
  const { db } = app;
  const accounts = await seedFirstAccounts(db, config);
  if (config.seedDemoExam) {
    await seedDemoExam(db, config.demoLanguage);
    await seedDemoResults(app, config.demoLanguage);
    await seedDemoRegistration(app, config.demoLanguage);
    await seedDemoArticles(db, config.demoLanguage);
    await seedDemoTickets(app, config.demoLanguage);
  }
  return accounts;
}

async function seedFirstAccounts(db: Kysely<Database>, config: AppConfig): Promise<SeededAccount[]> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const adminPassword = config.adminPassword ?? (config.seedDemo ? config.defaultPassword : randomBytes(9).toString('base64url'));
  const names = DEMO_TEXT[config.demoLanguage].accounts;
  await createAccount(db, 'admin', names.admin, USER_TYPE.ADMIN, [ROLE.SUPER_ADMIN, ROLE.SUPER], adminPassword);
  const accounts: SeededAccount[] = [{ username: 'admin', password: adminPassword, role: 'SUPER_ADMIN, SUPER' }];
  if (config.seedDemo) {
    await createAccount(db, 'teacher', names.teacher, USER_TYPE.TEACHER, [ROLE.TEACHER], config.defaultPassword);
    await createAccount(db, 'student', names.student, USER_TYPE.STUDENT, [ROLE.STUDENT], config.defaultPassword);
    accounts.push(
      { username: 'teacher', password: config.defaultPassword, role: 'TEACHER' },
      { username: 'student', password: config.defaultPassword, role: 'STUDENT' },
    );
  }
  return accounts;
}
