/** Every API path, written once: the server registers these and the web calls them. */
export const API = {
  captcha: '/api/kaoshi-user/security/captcha',
  doLogin: '/api/kaoshi-user/security/doLogin',
  issueAuthCode: '/api/kaoshi-user/security/issueAuthCode',
  exchangeAuthCode: '/api/kaoshi-user/security/exchangeAuthCode',
  authWebUser: '/api/kaoshi-user/auth/authWebUser',
  logout: '/api/kaoshi-user/user/logout',
  listUser: '/api/kaoshi-user/user/listUser',
  addUser: '/api/kaoshi-user/user/addUser',
  queryUserDetailByUserId: '/api/kaoshi-user/user/queryUserDetailByUserId',
  updateUser: '/api/kaoshi-user/user/updateUser',
  deleteUser: '/api/kaoshi-user/user/deleteUser',
  bindUserWithRole: '/api/kaoshi-user/user/bindUserWithRole',
  reSetPass: '/api/kaoshi-user/user/reSetPass',
  updatePass: '/api/kaoshi-user/user/updatePass',
  listRole: '/api/kaoshi-user/role/listRole',
  addRole: '/api/kaoshi-user/role/addRole',
  getRoleById: '/api/kaoshi-user/role/getRoleById',
  updateRole: '/api/kaoshi-user/role/updateRole',
  deleteRole: '/api/kaoshi-user/role/deleteRole',
  listRoleRefPermission: '/api/kaoshi-user/role/listRoleRefPermission',
  bindRoleWithPermission: '/api/kaoshi-user/role/bindRoleWithPermission',
  listAllRolesForSelect: '/api/kaoshi-user/role/listAllRolesForSelect',
  listPermissionKeysByRoles: '/api/kaoshi-user/role/listPermissionKeysByRoles',
  listPermissionTree: '/api/kaoshi-user/permission/listPermissionTree',
  getPermissionById: '/api/kaoshi-user/permission/getPermissionById',
  addPermission: '/api/kaoshi-user/permission/addPermission',
  updatePermission: '/api/kaoshi-user/permission/updatePermission',
  deletePermission: '/api/kaoshi-user/permission/deletePermission',
  // Organisation and base data (DESIGN.md "API conventions"). getXById, deleteX, downloadCourseMaterial,
  // deleteCourseMaterial and resetStudentPassword take the id as a last path segment: `${path}/${id}`.
  listSchool: '/api/kaoshi-exam/school/listSchool',
  listAllSchoolForSelect: '/api/kaoshi-exam/school/listAllSchoolForSelect',
  getSchoolById: '/api/kaoshi-exam/school/getSchoolById',
  addSchool: '/api/kaoshi-exam/school/addSchool',
  updateSchool: '/api/kaoshi-exam/school/updateSchool',
  deleteSchool: '/api/kaoshi-exam/school/deleteSchool',
  batchDeleteSchool: '/api/kaoshi-exam/school/batchDeleteSchool',
  exportSchool: '/api/kaoshi-exam/school/exportSchool',
  listDepartment: '/api/kaoshi-exam/department/listDepartment',
  listAllDepartmentForSelect: '/api/kaoshi-exam/department/listAllDepartmentForSelect',
  getDepartmentById: '/api/kaoshi-exam/department/getDepartmentById',
  addDepartment: '/api/kaoshi-exam/department/addDepartment',
  updateDepartment: '/api/kaoshi-exam/department/updateDepartment',
  deleteDepartment: '/api/kaoshi-exam/department/deleteDepartment',
  batchDeleteDepartment: '/api/kaoshi-exam/department/batchDeleteDepartment',
  exportDepartment: '/api/kaoshi-exam/department/exportDepartment',
  listSubject: '/api/kaoshi-exam/subject/listSubject',
  listAllSubjectForSelect: '/api/kaoshi-exam/subject/listAllSubjectForSelect',
  getSubjectById: '/api/kaoshi-exam/subject/getSubjectById',
  addSubject: '/api/kaoshi-exam/subject/addSubject',
  updateSubject: '/api/kaoshi-exam/subject/updateSubject',
  deleteSubject: '/api/kaoshi-exam/subject/deleteSubject',
  batchDeleteSubject: '/api/kaoshi-exam/subject/batchDeleteSubject',
  exportSubject: '/api/kaoshi-exam/subject/exportSubject',
  listClasses: '/api/kaoshi-exam/classes/listClasses',
  listAllClassesForSelect: '/api/kaoshi-exam/classes/listAllClassesForSelect',
  getClassesById: '/api/kaoshi-exam/classes/getClassesById',
  addClasses: '/api/kaoshi-exam/classes/addClasses',
  updateClasses: '/api/kaoshi-exam/classes/updateClasses',
  deleteClasses: '/api/kaoshi-exam/classes/deleteClasses',
  batchDeleteClasses: '/api/kaoshi-exam/classes/batchDeleteClasses',
  exportClasses: '/api/kaoshi-exam/classes/exportClasses',
  listCourse: '/api/kaoshi-exam/course/listCourse',
  listAllCourseForSelect: '/api/kaoshi-exam/course/listAllCourseForSelect',
  getCourseById: '/api/kaoshi-exam/course/getCourseById',
  addCourse: '/api/kaoshi-exam/course/addCourse',
  updateCourse: '/api/kaoshi-exam/course/updateCourse',
  deleteCourse: '/api/kaoshi-exam/course/deleteCourse',
  batchDeleteCourse: '/api/kaoshi-exam/course/batchDeleteCourse',
  exportCourse: '/api/kaoshi-exam/course/exportCourse',
  uploadCourseMaterial: '/api/kaoshi-exam/course/uploadCourseMaterial',
  listCourseMaterials: '/api/kaoshi-exam/course/listCourseMaterials',
  downloadCourseMaterial: '/api/kaoshi-exam/course/downloadCourseMaterial',
  deleteCourseMaterial: '/api/kaoshi-exam/course/deleteCourseMaterial',
  listKnowledge: '/api/kaoshi-exam/knowledge/listKnowledge',
  listAllKnowledgeForSelect: '/api/kaoshi-exam/knowledge/listAllKnowledgeForSelect',
  getKnowledgeById: '/api/kaoshi-exam/knowledge/getKnowledgeById',
  addKnowledge: '/api/kaoshi-exam/knowledge/addKnowledge',
  updateKnowledge: '/api/kaoshi-exam/knowledge/updateKnowledge',
  deleteKnowledge: '/api/kaoshi-exam/knowledge/deleteKnowledge',
  batchDeleteKnowledge: '/api/kaoshi-exam/knowledge/batchDeleteKnowledge',
  exportKnowledge: '/api/kaoshi-exam/knowledge/exportKnowledge',
  listKnowledgeTree: '/api/kaoshi-exam/knowledge/listKnowledgeTree',
  moveKnowledge: '/api/kaoshi-exam/knowledge/moveKnowledge',
  listStudent: '/api/kaoshi-exam/student/listStudent',
  listAllStudentForSelect: '/api/kaoshi-exam/student/listAllStudentForSelect',
  getStudentById: '/api/kaoshi-exam/student/getStudentById',
  addStudent: '/api/kaoshi-exam/student/addStudent',
  updateStudent: '/api/kaoshi-exam/student/updateStudent',
  deleteStudent: '/api/kaoshi-exam/student/deleteStudent',
  batchDeleteStudent: '/api/kaoshi-exam/student/batchDeleteStudent',
  exportStudent: '/api/kaoshi-exam/student/exportStudent',
  resetStudentPassword: '/api/kaoshi-exam/student/resetStudentPassword',
  lockStudent: '/api/kaoshi-exam/student/lockStudent',
  moveStudents: '/api/kaoshi-exam/student/moveStudents',
  studentImportTemplate: '/api/kaoshi-exam/student/studentImportTemplate',
  importStudents: '/api/kaoshi-exam/student/importStudents',
  // The rich-text editor (spec 7 "Editor calls"): `${editorController}?action=…` (EDITOR_ACTION);
  // uploaded files are served at `${editorFiles}/${name}`.
  editorController: '/api/kaoshi-exam/editor/controller',
  editorFiles: '/api/kaoshi-exam/editor/files',
  health: '/api/health',
} as const;

/** The entities whose screens share the eight standard calls (DESIGN.md "Domain model"). */
export type CrudEntity = 'School' | 'Department' | 'Subject' | 'Classes' | 'Course' | 'Knowledge' | 'Student';

export interface CrudPaths {
  list: string;
  listAllForSelect: string;
  /** `${getById}/${id}` */
  getById: string;
  add: string;
  update: string;
  /** `${remove}/${id}` (DELETE) */
  remove: string;
  batchDelete: string;
  export: string;
}

/** The eight standard paths of an entity: list, listAll…ForSelect, get…ById, add, update, delete, batchDelete, export. */
export function crudPaths(entity: CrudEntity): CrudPaths {
  return {
    list: API[`list${entity}`],
    listAllForSelect: API[`listAll${entity}ForSelect`],
    getById: API[`get${entity}ById`],
    add: API[`add${entity}`],
    update: API[`update${entity}`],
    remove: API[`delete${entity}`],
    batchDelete: API[`batchDelete${entity}`],
    export: API[`export${entity}`],
  };
}
