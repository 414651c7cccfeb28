/**
 * The admission number (准考证号) on tickets and the exam page: a number of the candidate's own,
 * never their username (which may be their ID number or phone) nor their ID number. Made from the
 * account's id, so every candidate has one from the start and it never changes: "K", the id in 8
 * digits and a Luhn check digit, so a proctor typing it by hand is told of a slip.
 */
export function admissionNumberOf(studentId: number): string {
  const digits = String(studentId).padStart(8, '0');
  return `K${digits}${luhnCheckDigit(digits)}`;
}

/**
 * The account id an admission number names, or null when the text is not one (its check digit
 * included): a proctor may type the number printed on the ticket at the door.
 */
export function studentIdOfAdmissionNumber(typed: string): number | null {
  const match = /^K(\d{8,})$/.exec(typed.trim().toUpperCase());
  if (!match) return null;
  const digits = match[1]!.slice(0, -1);
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 && admissionNumberOf(id) === `K${match[1]}` ? id : null;
}

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}
