import { parameterMessages } from '../messages/analysisMessages';

/** Pending building-parameter changes keyed by target path, then parameter id (spec analysis §2.8). */
export type ParameterChanges = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Records one change under its target path (spec analysis §2.8 "Changes are collected per target path"). */
export function collectParameterChange(
  changes: ParameterChanges,
  targetPath: string,
  parameterId: string,
  value: unknown,
): ParameterChanges {
  return { ...changes, [targetPath]: { ...(changes[targetPath] ?? {}), [parameterId]: value } };
}

/** Errors of a parameter update, keyed by id and target path (spec analysis §3 "Update response"). */
export type ParameterUpdateErrors = Readonly<Record<string, unknown>> | null | undefined;

/**
 * Outcome dialog after saving (spec analysis §4.6, §8): with errors the issues message and the
 * editor stays open; without, the success message and closing leaves the editor.
 */
export function parameterSaveOutcome(errors: ParameterUpdateErrors): {
  ok: boolean;
  message: string;
  leaveEditorOnClose: boolean;
} {
  const hasErrors = !!errors && Object.keys(errors).length > 0;
  return hasErrors
    ? { ok: false, message: parameterMessages.updateErrors, leaveEditorOnClose: false }
    : { ok: true, message: parameterMessages.updateSuccess, leaveEditorOnClose: true };
}

/** Only optional parameters can be deleted, after confirmation (spec analysis §2.8, §4.6). */
export function canDeleteParameter(parameter: { optional?: boolean }): boolean {
  return parameter.optional === true;
}
