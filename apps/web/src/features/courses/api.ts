import { API, type CourseMaterialRecord, type CourseOption, type CourseRecord, type AddCourseBody } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { request } from '../../lib/http';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type CourseInput = AddCourseBody;

export const coursesApi = crudApi<CourseRecord, CourseOption, CourseInput>('Course');

export const listMaterials = (courseId: number) =>
  request<CourseMaterialRecord[]>({ url: API.listCourseMaterials, method: 'GET', params: { courseId } });

/** Multipart: the fields first, then the file (the server reads them in order). */
export function uploadMaterial(courseId: number, materialType: number, file: File) {
  const body = new FormData();
  body.append('courseId', String(courseId));
  body.append('materialType', String(materialType));
  body.append('file', file, file.name);
  return request<CourseMaterialRecord>({ url: API.uploadCourseMaterial, method: 'POST', data: body });
}

export const deleteMaterial = (materialId: number) => request<null>({ url: `${API.deleteCourseMaterial}/${materialId}`, method: 'DELETE' });
