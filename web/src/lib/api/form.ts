/**
 * Multipart calls typed from the schema like the JSON ones: the path must be one that takes a form, the
 * fields are the form's fields (a file goes where the generator says `string`: binary) and the answer is
 * the path's. `postForm` goes through fetch; `uploadForm` through XMLHttpRequest, to report progress.
 *
 *   await postForm('/crm/import/{kind}/preview', { file }, { path: { kind }, signal });
 *   await uploadForm('/customers/file/insert', { related_id: 4, file }, { onProgress });
 */
import { http, type UploadOptions } from '../http';
import type { ApiPaths } from './client';

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Answer<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : 202 extends keyof R
        ? Json<R[202]>
        : never
  : never;

type FormOp<P extends keyof ApiPaths> = ApiPaths[P] extends { post: infer Op }
  ? Op extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? Op
    : never
  : never;

/** The paths that take a multipart form. */
export type FormPath = { [P in keyof ApiPaths]: [FormOp<P>] extends [never] ? never : P }[keyof ApiPaths];

type FormBody<P extends FormPath> = FormOp<P>['requestBody']['content']['multipart/form-data'];

/** The form's fields; a file (a Blob) may go in any text field, as the generator types binary ones as text. */
export type FormFields<P extends FormPath> = {
  [K in keyof FormBody<P>]: FormBody<P>[K] | (string extends FormBody<P>[K] ? Blob : never);
};

export type FormAnswer<P extends FormPath> = Answer<FormOp<P>>;

type PathParams<P extends FormPath> = FormOp<P>['parameters'] extends { path: infer T } ? T : never;

/** The `{kind}` of `/crm/import/{kind}`, required exactly when the path has one. */
type PathOption<P extends FormPath> = [PathParams<P>] extends [never]
  ? { path?: never }
  : { path: PathParams<P> };

export type FormOptions<P extends FormPath> = PathOption<P> & { signal?: AbortSignal };
export type UploadFormOptions<P extends FormPath> = FormOptions<P> & Pick<UploadOptions, 'onProgress'>;

function fillPath(template: string, params: unknown): string {
  const values = new Map(typeof params === 'object' && params !== null ? Object.entries(params) : []);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values.has(name) ? encodeURIComponent(String(values.get(name))) : whole,
  );
}

/** The fields as FormData: files as they are, other values as text; missing ones left out. */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** A multipart POST answered with JSON (a CSV import, its preview). */
export function postForm<P extends FormPath>(
  path: P,
  fields: FormFields<P>,
  options: FormOptions<P>,
): Promise<FormAnswer<P>> {
  return http.postForm<FormAnswer<P>>(fillPath(path, options.path), toFormData(fields), { signal: options.signal });
}

/** A multipart POST that reports the share of the body sent so far (a file upload). */
export function uploadForm<P extends FormPath>(
  path: P,
  fields: FormFields<P>,
  options: UploadFormOptions<P>,
): Promise<FormAnswer<P>> {
  const { signal, onProgress } = options;
  return http.upload<FormAnswer<P>>(fillPath(path, options.path), toFormData(fields), { signal, onProgress });
}
