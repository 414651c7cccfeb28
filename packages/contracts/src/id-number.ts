/**
 * The 18-character resident identity number of the People's Republic of China (GB 11643):
 * 6-digit region, 8-digit birth date, 3-digit sequence, and a check character computed
 * with ISO 7064 MOD 11-2 over the first 17 digits ('X' stands for 10).
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The shape only; `isValidIdNumber` also checks the birth date and the check character. */
export const ID_NUMBER_PATTERN = /^\d{17}[\dXx]$/;

/** The check character for the first 17 digits. */
export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

export function isValidIdNumber(value: string): boolean {
  if (!ID_NUMBER_PATTERN.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  return idNumberCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}
