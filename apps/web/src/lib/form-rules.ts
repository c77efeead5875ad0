import { applyChineseZodMessages } from '@pn/shared';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';

// zod's own messages in Chinese, set where forms first need them: every form validates
// through this module, and pages without forms (the portal's first load) skip zod.
applyChineseZodMessages();

/**
 * antd Form rules from the shared zod schemas, so a form checks exactly what the server
 * checks and shows the schema's Chinese messages (one rule, both sides).
 */

type ObjectSchema = z.ZodObject<z.ZodRawShape>;
type FieldOf<S extends ObjectSchema> = Extract<keyof S['shape'], string>;

function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/**
 * The rule for one field: the field's own schema first, then the whole object's
 * refinements aimed at this field (e.g. 两次输入的密码不一致), which zod runs once the rest
 * of the form is valid. `required` tells Form.Item to show the required mark.
 */
export function zodField<S extends ObjectSchema>(
  schema: S,
  field: FieldOf<S>,
): { rules: FormRule[]; required: boolean } {
  const fieldSchema = schema.shape[field] as z.ZodType;
  const required = !fieldSchema.safeParse(undefined).success;
  const rule: FormRule = (form) => ({
    async validator(_rule, value: unknown) {
      const own = fieldSchema.safeParse(required ? value : emptyToUndefined(value));
      if (!own.success) throw new Error(own.error.issues[0]?.message);
      const whole = schema.safeParse(form.getFieldsValue(true));
      const issue = whole.success
        ? undefined
        : whole.error.issues.find((i) => i.code === 'custom' && i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
  return { rules: [rule], required };
}

/** Parses submitted form values with the schema (trimmed, typed); throws on invalid input. */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): z.output<S> {
  return schema.parse(values);
}

/** What antd rejects validateFields with when a newer validation overtook it. */
function isOutOfDate(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'outOfDate' in error && !!error.outOfDate;
}

/**
 * The form's values once every field is valid; rejects with antd's error info otherwise.
 * A submit right after typing races the field's own change-validation, and antd then
 * rejects with `outOfDate` and no error to show, so the click would silently do nothing:
 * such a result is validated again.
 */
export async function validateForm<T>(form: FormInstance<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await form.validateFields();
    } catch (error) {
      if (!isOutOfDate(error) || attempt >= 5) throw error;
    }
  }
}
