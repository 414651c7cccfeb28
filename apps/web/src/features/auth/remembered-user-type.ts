import { USER_TYPE, USER_TYPES, type UserType } from '@kaoshi/contracts';

/**
 * The login page's user type: most people signing in are candidates, so a device that has
 * never signed in starts at candidate; after a sign-in it starts at the type that worked there.
 */
const STORAGE_KEY = 'login.userType';

export function rememberedUserType(storage: Pick<Storage, 'getItem'> = localStorage): UserType {
  const stored = storage.getItem(STORAGE_KEY);
  const value = stored === null ? Number.NaN : Number(stored);
  return USER_TYPES.find((type) => type === value) ?? USER_TYPE.STUDENT;
}

export function rememberUserType(userType: UserType, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(STORAGE_KEY, String(userType));
}
