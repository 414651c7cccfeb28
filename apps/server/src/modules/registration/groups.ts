/**
 * Group applications: an organisation's contact sends a list of its workers for a batch (the
 * Excel template's fields, photos in a zip named by ID number, one covering document). Every row
 * is checked before anything is stored (all or nothing, each problem with its Excel row); the
 * group waits under review until it is passed or failed as a whole. Passing makes or updates
 * each member's account and application (passed) and enrols them in the batch.
 */
import {
  type AddRegistrationGroupBody,
  EDUCATION_LEVELS,
  hashPasswordForTransport,
  type EducationLevel,
  GROUP_STATUS,
  isCleanPersonName,
  isValidIdNumber,
  type Lang,
  LANGS,
  type MessageKey,
  PHONE_PATTERN,
  REGISTRATION_STATUS,
  type ReviewRegistrationGroupBody,
  translate,
  USER_TYPE,
  ROLE,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { type ExcelColumn, writeWorkbook } from '../../lib/excel.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { chunks, locateColumns, readImportSheet, refuseIfAnyRowErrors, RowErrors, cellOf } from '../../lib/sheet-import.js';
import type { Viewer } from '../../types.js';
import { hashStoredPassword } from '../auth/index.js';
import { requireOpenBatch } from './applications.js';
import { readStoredFile, requireOwnFile, storeFile } from './files.js';
import { enrol, recordApprovedIdentity } from './review.js';

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
    { ...EXAMPLE, gender: translate(lang, 'valueGenderM'), education: educationLabel(lang, EXAMPLE.education) },
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

/** An ID number held by a staff account cannot become a candidate's. */
async function checkAccounts(app: FastifyInstance, members: readonly CheckedMember[], errors: RowErrors) {
  for (const part of chunks(members)) {
    const owners = await app.db
      .selectFrom('users')
      .select(['username', 'idNumber', 'userType'])
      .where(
        'idNumber',
        'in',
        part.map((m) => m.idNumber),
      )
      .execute();
    const staff = new Map(owners.filter((owner) => owner.userType !== USER_TYPE.STUDENT).map((owner) => [owner.idNumber, owner.username]));
    for (const member of part) {
      const username = staff.get(member.idNumber);
      if (username !== undefined) errors.add(member.rowNumber, 'idNumber', 'importStaffIdNumber', { username });
    }
  }
}

/** The members' photos in the archive, each decoded to be sure it is an image, on a file-work thread (lib/file-work/photos.ts). */
async function memberPhotos(app: FastifyInstance, storedName: string, members: readonly CheckedMember[]) {
  const data = await readStoredFile(app, storedName);
  const photos = await app.fileWork.run('photos', { data, idNumbers: members.map((m) => m.idNumber) }, 'registrationPhotosUnreadable');
  return new Map(photos.map((photo) => [photo.idNumber, photo]));
}

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
  await checkAccounts(
    app,
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
          })),
        )
        .execute();
    }
    return id;
  });
  return { groupId, memberCount: members.length };
}

/**
 * POST reviewRegistrationGroup: fail (2) with a reason, or pass (1): each member's account is
 * found by ID number (or made, the ID number as username, the default password, role STUDENT),
 * their application for the batch becomes passed, and they are enrolled, all in one transaction.
 */
export async function reviewRegistrationGroup(app: FastifyInstance, viewer: Viewer, body: ReviewRegistrationGroupBody) {
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
  const passwordHash = passing ? await hashStoredPassword(hashPasswordForTransport(app.config.defaultPassword)) : '';
  await app.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('registrationGroups')
      .set({ status: body.status, reason: body.reason, reviewedAt: now, reviewedBy: viewer.userId, updatedAt: now })
      .where('id', '=', group.id)
      .where('status', '=', GROUP_STATUS.UNDER_REVIEW)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw conflict('registrationGroupDecided');
    if (!passing) return;
    const { id: roleId } = await trx.selectFrom('roles').select('id').where('roleKey', '=', ROLE.STUDENT).executeTakeFirstOrThrow();
    for (const member of members) {
      let account = await trx.selectFrom('users').select(['id', 'userType']).where('idNumber', '=', member.idNumber).executeTakeFirst();
      account ??= await trx.selectFrom('users').select(['id', 'userType']).where('username', '=', member.idNumber).executeTakeFirst();
      // Staff were refused when the list was checked; one made staff since is not turned into a candidate.
      if (account && account.userType !== USER_TYPE.STUDENT)
        throw conflict('idNumberTaken', { idNumber: member.idNumber, username: member.idNumber });
      let studentId = account?.id;
      if (studentId === undefined) {
        const inserted = await trx
          .insertInto('users')
          .values({
            username: member.idNumber,
            nickName: member.name,
            gender: member.gender,
            idNumber: member.idNumber,
            phone: member.phone,
            email: '',
            userType: USER_TYPE.STUDENT,
            passwordHash,
            introduction: '',
            avatar: '',
            className: '',
            departmentName: '',
            resourceUrl: '',
            locked: 0,
            remoteLogin: 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        studentId = inserted.id;
        await trx.insertInto('userRoles').values({ userId: studentId, roleId }).execute();
      }
      const application = {
        status: REGISTRATION_STATUS.PASSED,
        name: member.name,
        gender: member.gender,
        idNumber: member.idNumber,
        phone: member.phone,
        education: member.education,
        yearsInTrade: member.yearsInTrade,
        organisation: group.organisation,
        reason: '',
        groupId: group.id,
        photoFileId: member.photoFileId,
        submittedAt: Number(group.createdAt),
        reviewedAt: now,
        reviewedBy: viewer.userId,
        updatedAt: now,
      };
      await trx
        .insertInto('registrations')
        .values({
          ...application,
          classId: group.classId,
          studentId,
          idCardFileId: null,
          certificateFileId: null,
          workProofFileId: null,
          createdAt: now,
        })
        .onConflict((oc) => oc.columns(['classId', 'studentId']).doUpdateSet(application))
        .execute();
      await enrol(trx, { studentId, classId: group.classId, organisation: group.organisation, idNumber: member.idNumber }, now);
      await recordApprovedIdentity(trx, studentId, application, now);
    }
  });
}
