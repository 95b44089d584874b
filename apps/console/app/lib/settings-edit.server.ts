/**
 * The action of the console's two settings editors (a site's settings, ADR 0064; the company
 * info, ADR 0069): "Preview" sends the form's values to the staff API's preview and returns the
 * changes; "Save" sends exactly the previewed values (kept as JSON in the preview's form) with
 * the version they were read at, and goes back to the page with the number of changes stored.
 */
import type { SettingChangeView } from '@dating/contract';
import { type AppLoadContext, redirect } from '@remix-run/node';
import { type FormErrors, formErrors } from './form-errors.ts';
import { orThrow, staffApi } from './staff-api.server.ts';

export interface EditResult<V> {
  values: V | null;
  changes: SettingChangeView[] | null;
  errors: FormErrors | null;
}

/** Field errors of the API name `values.<field>`; the form's fields are the values' own names. */
function valueErrors(errors: FormErrors): FormErrors {
  return {
    ...errors,
    fields: Object.fromEntries(
      Object.entries(errors.fields).map(([k, v]) => [k.replace(/^values\.?/, '') || '_', v]),
    ),
  };
}

export async function previewOrSave<V>(
  request: Request,
  context: AppLoadContext,
  edit: {
    form: FormData;
    /** The values the form holds (for a preview). */
    fromForm: (form: FormData) => V;
    previewPath: string;
    savePath: string;
    /** Where a save goes back to (the number of changes stored is added as `saved`). */
    page: string;
  },
): Promise<EditResult<V> | Response> {
  const { form } = edit;
  if (form.get('intent') === 'save') {
    let values: unknown = null;
    try {
      values = JSON.parse(String(form.get('values') ?? ''));
    } catch {
      values = null;
    }
    const saved = await staffApi<{ changes: SettingChangeView[] }>(request, context, edit.savePath, {
      method: 'PUT',
      body: { values, version: String(form.get('version') ?? '') },
    });
    if (saved.status === 401) orThrow(saved, request);
    if (!saved.ok)
      return { values: values as V, changes: null, errors: valueErrors(formErrors(saved.error)) };
    return redirect(`${edit.page}?saved=${saved.data!.changes.length}`);
  }
  const values = edit.fromForm(form);
  const preview = await staffApi<{ changes: SettingChangeView[] }>(request, context, edit.previewPath, {
    method: 'POST',
    body: { values },
  });
  if (preview.status === 401) orThrow(preview, request);
  if (!preview.ok) return { values, changes: null, errors: valueErrors(formErrors(preview.error)) };
  return { values, changes: preview.data!.changes, errors: null };
}
