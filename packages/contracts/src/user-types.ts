/** The login form's user type selector (docs/REQUIREMENTS.md §1). */
export const USER_TYPE = { ADMIN: 0, TEACHER: 1, STUDENT: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const USER_TYPES: readonly UserType[] = [0, 1, 2];

export const ROLE = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  SUPER: 'SUPER',
  TEACHER: 'TEACHER',
  STUDENT: 'STUDENT',
} as const;

/** The token cookie (docs/REQUIREMENTS.md §4.1). */
export const TOKEN_COOKIE = 'KAOSHI_TOKEN';

/** The user whose avatar menu also links to the manual and deployment notes (docs/REQUIREMENTS.md §3). */
export const FIRST_USER_ID = 1;
