/**
 * Group applications: an organisation's contact sends a list of its workers for a batch (the
 * Excel template's fields, photos in a zip named by ID number, one covering document). Every row
 * is checked before anything is stored (all or nothing, each problem with its Excel row); the
 * group waits under review until it is passed or failed as a whole. A group never takes anyone
 * over: rows are matched by ID number to existing accounts, who must accept (group-members.ts).
 */
import {
  type AddRegistrationGroupBody,
  EDUCATION_LEVELS,
  type EducationLevel,
  GROUP_STATUS,
  isCleanPersonName,
  isValidIdNumber,
  type Lang,
  LANGS,
  type MessageKey,
  PHONE_PATTERN,
  type MemberActivation,
  type ReviewRegistrationGroupBody,
  type ReviewRegistrationGroupResult,
  translate,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { type ExcelColumn, writeWorkbook } from '../../lib/excel.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { chunks, locateColumns, readImportSheet, refuseIfAnyRowErrors, RowErrors, cellOf } from '../../lib/sheet-import.js';
import type { Viewer } from '../../types.js';
import { requireOpenBatch } from './applications.js';
import { readStoredFile, requireOwnFile, storeFile } from './files.js';
import { enrolMember, joinStatusOf, type MemberMatch, matchMembers } from './group-members.js';
import { createMemberAccount } from './member-accounts.js';

export const GROUP_MAX_ROWS = 2000;

interface MemberRow {
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  education: string;
  yearsInTrade: string;
}
type Field = keyof MemberRow;

const COLUMNS: readonly { field: Field; header: MessageKey }[] = [
  { field: 'name', header: 'colStudentName' },
  { field: 'gender', header: 'colGender' },
  { field: 'idNumber', header: 'colIdNumber' },
  { field: 'phone', header: 'colPhone' },
  { field: 'education', header: 'colEducation' },
  { field: 'yearsInTrade', header: 'colYearsInTrade' },
];

const EDUCATION_KEYS: Record<EducationLevel, MessageKey> = {
  primary: 'eduPrimary',
  juniorSecondary: 'eduJuniorSecondary',
  seniorSecondary: 'eduSeniorSecondary',
  vocational: 'eduVocational',
  college: 'eduCollege',
  bachelor: 'eduBachelor',
  postgraduate: 'eduPostgraduate',
};
export const educationLabel = (lang: Lang, code: string) =>
  code in EDUCATION_KEYS ? translate(lang, EDUCATION_KEYS[code as EducationLevel]) : code;
/** An education cell: the code or its name in any of the four languages. */
const EDUCATION_BY_TEXT = new Map<string, EducationLevel>(
  EDUCATION_LEVELS.flatMap((code) => [
    [code.toLowerCase(), code] as const,
    ...LANGS.map((lang) => [educationLabel(lang, code).toLowerCase(), code] as const),
  ]),
);
const GENDER_BY_TEXT = new Map<string, string>([
  ['m', 'M'],
  ['f', 'F'],
  ...LANGS.flatMap((lang) => [
    [translate(lang, 'valueGenderM').toLowerCase(), 'M'] as const,
    [translate(lang, 'valueGenderF').toLowerCase(), 'F'] as const,
  ]),
]);

const EXAMPLE: MemberRow = {
  name: 'Zhang San',
  gender: 'M',
  idNumber: '110105199003071239',
  phone: '13800138000',
  education: 'seniorSecondary',
  yearsInTrade: '3',
};

/** GET registrationGroupTemplate: the headers in the caller's language and one example row. */
export function groupTemplate(lang: Lang) {
  const columns: ExcelColumn<MemberRow>[] = COLUMNS.map(({ field, header }) => ({
    header,
    value: (row) => row[field],
    format: 'text',
    width: field === 'idNumber' ? 22 : 16,
  }));
  return writeWorkbook(lang, columns, [
    {
      ...EXAMPLE,
      name: translate(lang, 'sampleName'),
      gender: translate(lang, 'valueGenderM'),
      education: educationLabel(lang, EXAMPLE.education),
    },
  ]);
}

interface CheckedMember {
  rowNumber: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  education: EducationLevel;
  yearsInTrade: number;
}

function checkRows(rows: { rowNumber: number; cells: string[] }[], positions: Map<Field, number>, errors: RowErrors): CheckedMember[] {
  const checked: CheckedMember[] = [];
  const seen = new Map<string, number>();
  for (const { rowNumber, cells } of rows) {
    const cell = (field: Field) => cellOf(cells, positions, field);
    const name = cell('name');
    const gender = GENDER_BY_TEXT.get(cell('gender').toLowerCase()) ?? '';
    const idNumber = cell('idNumber').toUpperCase();
    const phone = cell('phone');
    const education = EDUCATION_BY_TEXT.get(cell('education').toLowerCase());
    const years = Number(cell('yearsInTrade'));
    if (!name) errors.add(rowNumber, 'name', 'importRequired');
    else if (name.length > 64) errors.add(rowNumber, 'name', 'importTooLong', { max: 64 });
    else if (!isCleanPersonName(name)) errors.add(rowNumber, 'name', 'importNameCharacters');
    if (!gender)
      errors.add(rowNumber, 'gender', 'importGenderInvalid', {
        male: translate(errors.lang, 'valueGenderM'),
        female: translate(errors.lang, 'valueGenderF'),
      });
    if (!idNumber) errors.add(rowNumber, 'idNumber', 'importRequired');
    else if (!isValidIdNumber(idNumber)) errors.add(rowNumber, 'idNumber', 'importIdNumberInvalid');
    else if (seen.has(idNumber))
      errors.add(rowNumber, 'idNumber', 'importDuplicateInFile', { value: idNumber, other: seen.get(idNumber)! });
    else seen.set(idNumber, rowNumber);
    if (!PHONE_PATTERN.test(phone)) errors.add(rowNumber, 'phone', 'importPhoneInvalid');
    if (!education)
      errors.add(rowNumber, 'education', 'importEducationInvalid', {
        allowed: EDUCATION_LEVELS.map((code) => educationLabel(errors.lang, code)).join(', '),
      });
    if (cell('yearsInTrade') === '' || !Number.isInteger(years) || years < 0 || years > 60)
      errors.add(rowNumber, 'yearsInTrade', 'importYearsInvalid');
    checked.push({ rowNumber, name, gender, idNumber, phone, education: education ?? 'primary', yearsInTrade: years });
  }
  return checked;
}

/** Rows refused by how their ID number stands (group-members.ts); the others' matches, to store. */
async function checkAccounts(app: FastifyInstance, classId: number, members: readonly CheckedMember[], errors: RowErrors) {
  const matches = await matchMembers(
    app.db,
    classId,
    members.map((member) => member.idNumber),
  );
  for (const member of members) {
    const match = matches.get(member.idNumber)!;
    if (match.kind === 'refuse') errors.add(member.rowNumber, 'idNumber', match.reason);
  }
  return matches;
}

/** The members' photos in the archive, each decoded to be sure it is an image, on a file-work thread (lib/file-work/photos.ts). */
async function memberPhotos(app: FastifyInstance, storedName: string, members: readonly CheckedMember[]) {
  const data = await readStoredFile(app, storedName);
  const photos = await app.fileWork.run('photos', { data, idNumbers: members.map((m) => m.idNumber) }, 'registrationPhotosUnreadable');
  return new Map(photos.map((photo) => [photo.idNumber, photo]));
}

const stored = (match: MemberMatch) => ({
  joinStatus: joinStatusOf(match),
  accountId: match.kind === 'invite' ? match.accountId : null,
});

/** POST addRegistrationGroup: checks every row, then stores the group and its members, or nothing. */
export async function addRegistrationGroup(app: FastifyInstance, viewer: Viewer, lang: Lang, body: AddRegistrationGroupBody) {
  const now = app.clock.now();
  await requireOpenBatch(app.db, body.classId, now);
  const list = await requireOwnFile(app.db, 'listFileId', body.listFileId, 'groupList', viewer.userId);
  await requireOwnFile(app.db, 'coverFileId', body.coverFileId, 'groupCover', viewer.userId);
  const archive =
    body.photosFileId === null ? null : await requireOwnFile(app.db, 'photosFileId', body.photosFileId, 'groupPhotos', viewer.userId);

  const { header, rows } = await readImportSheet(
    app.fileWork,
    await readStoredFile(app, list.storedName),
    'registrationGroupEmpty',
    GROUP_MAX_ROWS,
  );
  const headerOf = (field: string) => {
    const column = COLUMNS.find((each) => each.field === field);
    return column ? translate(lang, column.header) : field;
  };
  const positions = locateColumns(
    header,
    COLUMNS,
    COLUMNS.map((column) => column.field),
    lang,
  );
  const errors = new RowErrors(lang, headerOf);
  const members = checkRows(rows, positions, errors);
  const matches = await checkAccounts(
    app,
    body.classId,
    members.filter((member) => !errors.rows.has(member.rowNumber)),
    errors,
  );
  refuseIfAnyRowErrors(errors);
  const photos = archive ? await memberPhotos(app, archive.storedName, members) : new Map();

  const photoIds = new Map<string, number>();
  for (const member of members) {
    const photo = photos.get(member.idNumber);
    if (photo) photoIds.set(member.idNumber, await storeFile(app, viewer.userId, 'photo', photo.name, photo.extension, photo.data));
  }
  const groupId = await app.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('registrationGroups')
      .values({
        classId: body.classId,
        organisation: body.organisation,
        memberCount: members.length,
        submittedBy: viewer.userId,
        listFileId: list.id,
        photosFileId: archive?.id ?? null,
        coverFileId: body.coverFileId,
        reviewedAt: null,
        reviewedBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const part of chunks(members)) {
      await trx
        .insertInto('registrationGroupMembers')
        .values(
          part.map(({ rowNumber, name, gender, idNumber, phone, education, yearsInTrade }) => ({
            groupId: id,
            rowNumber,
            name,
            gender,
            idNumber,
            phone,
            education,
            yearsInTrade,
            photoFileId: photoIds.get(idNumber) ?? null,
            ...stored(matches.get(idNumber)!),
          })),
        )
        .execute();
    }
    return id;
  });
  return { groupId, memberCount: members.length };
}

/**
 * POST reviewRegistrationGroup: fail (2) with a reason, or pass (1), all in one transaction. On
 * passing, each row is matched again (things change while a group waits): a new member gets an
 * account with an activation code (returned once, to hand over) and is enrolled; an accepted
 * invitation is enrolled; an invited candidate stays pending until they answer (enrolled then,
 * group-invitations.ts); a row that now meets staff or a live application of the batch is refused.
 */
export async function reviewRegistrationGroup(
  app: FastifyInstance,
  viewer: Viewer,
  body: ReviewRegistrationGroupBody,
): Promise<ReviewRegistrationGroupResult> {
  const group = await app.db.selectFrom('registrationGroups').selectAll().where('id', '=', body.groupId).executeTakeFirst();
  if (!group) throw notFound('registrationGroupNotFound', { id: body.groupId });
  if (group.status !== GROUP_STATUS.UNDER_REVIEW) throw conflict('registrationGroupDecided');
  const now = app.clock.now();
  const members = await app.db
    .selectFrom('registrationGroupMembers')
    .selectAll()
    .where('groupId', '=', group.id)
    .orderBy('rowNumber')
    .execute();
  const passing = body.status === GROUP_STATUS.PASSED;
  const activations: MemberActivation[] = [];
  await app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('registrationGroups')
      .set({ status: body.status, reason: body.reason, reviewedAt: now, reviewedBy: viewer.userId, updatedAt: now })
      .where('id', '=', group.id)
      .where('status', '=', GROUP_STATUS.UNDER_REVIEW)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw conflict('registrationGroupDecided');
    if (!passing) return;
    const matches = await matchMembers(
      trx,
      group.classId,
      members.filter((m) => m.joinStatus === 'new').map((m) => m.idNumber),
    );
    for (const member of members) {
      if (member.joinStatus === 'accepted') await enrolMember(trx, group, member, member.accountId!, viewer.userId, now);
      if (member.joinStatus !== 'new') continue;
      const match = matches.get(member.idNumber)!;
      if (match.kind !== 'new') {
        await trx.updateTable('registrationGroupMembers').set(stored(match)).where('id', '=', member.id).execute();
        continue;
      }
      const made = await createMemberAccount(app, trx, group.id, member, now);
      await enrolMember(trx, group, member, made.accountId, viewer.userId, now);
      activations.push(made.activation);
    }
  });
  return { activations };
}
