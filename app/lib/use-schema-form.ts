import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FormErrors, SchemaValidator } from './validate-form.ts';

/**
 * A form checked in the browser by the schema its action checks on the server (ADR 092).
 *
 * The page's first load carries no validation library: the schema and its parser are fetched when
 * the visitor first focuses the form (or sends it before that). Until they arrive the server's
 * reply is the check. Replies keep Conform's `SubmissionResult` shape, which the actions build with
 * `parseWithZod`, and list buttons speak its `__intent__` format, so the same form works without
 * JavaScript.
 */

/** An action's reply to a form: what was sent, the errors by field name, and the outcome. */
export interface SubmissionResult<FormError = string[]> {
  status?: 'error' | 'success';
  intent?: unknown;
  initialValue?: Record<string, unknown> | null;
  fields?: string[];
  error?: Record<string, FormError | null>;
  state?: { validated: Record<string, boolean> };
}

/** The HTML constraints of one field. */
export interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
  accept?: string;
}

/** Constraints by field name; items of a list are named `list[].field`. */
export type Constraints = Record<string, Constraint>;

/** Initial values of a form, in the input shape of its schema (strings, booleans, nested lists). */
export type DefaultValue<Input> =
  Input extends Record<string, unknown>
    ? { [K in keyof Input]?: DefaultValue<Input[K]> | null | undefined }
    : Input extends (infer Item)[]
      ? (DefaultValue<Item> | null | undefined)[]
      : Input | string | null | undefined;

/** What a control needs of its field: identity, initial value, errors and constraints. */
export interface FieldMetadata<Value = unknown> extends Constraint {
  id: string;
  name: string;
  /** Changes when the field must be rendered anew (a list item inserted, the form reset). */
  key: string | undefined;
  initialValue: Value extends unknown[]
    ? unknown[] | undefined
    : Value extends Record<string, unknown>
      ? Record<string, unknown> | undefined
      : string | undefined;
  defaultValue: string | undefined;
  defaultOptions: string[] | undefined;
  defaultChecked: boolean | undefined;
  errors: string[] | undefined;
  getFieldset(): Fieldset<Value extends Record<string, unknown> ? Value : Record<string, unknown>>;
  getFieldList(): FieldMetadata<Value extends (infer Item)[] ? Item : unknown>[];
}

export type Fieldset<Input extends Record<string, unknown>> = {
  [K in keyof Input & string]-?: FieldMetadata<NonNullable<Input[K]>>;
};

interface IntentControl<Payload> {
  (payload: Payload): void;
  /** Props of a submit button that performs the intent, with or without JavaScript. */
  getButtonProps(payload: Payload): { name: string; value: string; form: string; formNoValidate: true };
}

export interface FormMetadata<Input extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  errorId: string;
  status: 'success' | 'error' | undefined;
  /** Errors of the form as a whole (not of one field). */
  errors: string[] | undefined;
  allErrors: Record<string, string[]>;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Checks a field now (or the whole form), as if it had lost focus. */
  validate: IntentControl<{ name?: string }>;
  insert: IntentControl<{ name: string; defaultValue?: unknown; index?: number }>;
  remove: IntentControl<{ name: string; index: number }>;
  getFieldset(): Fieldset<Input>;
}

/** A form's metadata for components that show it, whatever its fields. */
export type FormView = Omit<FormMetadata, 'getFieldset'>;

/** The field that carries a list button's intent, as Conform names it. */
const INTENT = '__intent__';

type Intent =
  | { type: 'validate'; payload: { name?: string } }
  | { type: 'insert'; payload: { name: string; defaultValue?: unknown; index?: number } }
  | { type: 'remove'; payload: { name: string; index: number } };

interface State {
  initialValue: Record<string, unknown>;
  /** Keys of list items and of fields rendered anew, by name. */
  key: Record<string, string>;
  /** Every error the last check found, shown only for validated fields. */
  error: FormErrors;
  validated: Record<string, boolean>;
  status: 'success' | 'error' | undefined;
}

let lastKey = 0;
const newKey = () => (++lastKey).toString(36);

/** `list[2].name` → `['list', 2, 'name']`. */
function pathOf(name: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(key ?? Number(index));
  return path;
}

function valueAt(value: unknown, name: string): unknown {
  let current = value;
  for (const segment of pathOf(name)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

function withValueAt(root: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const path = pathOf(name);
  const set = (node: unknown, depth: number): unknown => {
    if (depth === path.length) return value;
    const segment = path[depth]!;
    const copy = (
      Array.isArray(node)
        ? [...node]
        : node && typeof node === 'object'
          ? { ...node }
          : typeof segment === 'number'
            ? []
            : {}
    ) as Record<string | number, unknown>;
    copy[segment] = set(copy[segment], depth + 1);
    return copy;
  };
  return set(root, 0) as Record<string, unknown>;
}

/** Values as a form holds them: text, "on" for a ticked box, lists and groups of those. */
function serialize(value: unknown): unknown {
  if (value === null || value === undefined || value === false) return undefined;
  if (value === true) return 'on';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(serialize);
  if (typeof value === 'object') {
    if (typeof File !== 'undefined' && value instanceof File) return undefined;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  }
  return value;
}

/** A key for every list item, so React keeps an item's inputs when others are inserted or removed. */
function listKeys(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const name = `${prefix}[${i}]`;
      into[name] = newKey();
      listKeys(item, name, into);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) listKeys(v, prefix ? `${prefix}.${k}` : k, into);
  }
  return into;
}

function isInside(name: string, parent: string): boolean {
  return parent === '' || name === parent || name.startsWith(`${parent}[`) || name.startsWith(`${parent}.`);
}

/** The errors of a check that belong to validated fields (or to fields inside a validated list). */
function shown(error: FormErrors, validated: Record<string, boolean>): FormErrors {
  const names = Object.keys(validated).filter((name) => validated[name]);
  return Object.fromEntries(
    Object.entries(error).filter(
      ([name]) => validated[name] || names.some((v) => v !== '' && isInside(name, v)),
    ),
  );
}

/** Errors of a reply: `null` keeps what the field showed, a list replaces it. */
function repliedErrors(reply: SubmissionResult, before: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [name, errors] of Object.entries(reply.error ?? {})) {
    const value = errors === null ? before[name] : errors;
    if (value?.length) out[name] = value;
  }
  return out;
}

function initialState(defaults: Record<string, unknown>, reply: SubmissionResult | null | undefined): State {
  const initialValue = (reply?.initialValue ?? defaults) as Record<string, unknown>;
  const error = reply ? repliedErrors(reply, {}) : {};
  const validated: Record<string, boolean> = { ...reply?.state?.validated };
  for (const name of [...Object.keys(error), ...(reply?.fields ?? [])]) validated[name] = true;
  return { initialValue, key: listKeys(initialValue), error, validated, status: reply?.status };
}

/** The constraint of `list[0].name` is the one of `list[].name`. */
const constraintName = (name: string) => name.replace(/\[\d+\]/g, '[]');

function metadataOf(
  formId: string,
  state: State,
  errors: FormErrors,
  constraints: Constraints,
  name: string,
): FieldMetadata {
  const id = `${formId}-${name}`;
  const initialValue = valueAt(state.initialValue, name);
  return {
    ...constraints[constraintName(name)],
    id,
    name,
    key: state.key[name],
    initialValue: initialValue as never,
    defaultValue:
      typeof initialValue === 'string'
        ? initialValue
        : Array.isArray(initialValue)
          ? (initialValue[0] as string)
          : undefined,
    defaultOptions:
      typeof initialValue === 'string'
        ? [initialValue]
        : Array.isArray(initialValue) && initialValue.every((v) => typeof v === 'string')
          ? (initialValue as string[])
          : undefined,
    defaultChecked: initialValue === 'on' ? true : undefined,
    errors: errors[name],
    getFieldset: () => fieldsetOf(formId, state, errors, constraints, name) as never,
    getFieldList: () => {
      const items = valueAt(state.initialValue, name);
      return (Array.isArray(items) ? items : []).map((_, i) =>
        metadataOf(formId, state, errors, constraints, `${name}[${i}]`),
      ) as never;
    },
  };
}

function fieldsetOf(
  formId: string,
  state: State,
  errors: FormErrors,
  constraints: Constraints,
  prefix: string,
): Record<string, FieldMetadata> {
  const cache = new Map<string, FieldMetadata>();
  return new Proxy({} as Record<string, FieldMetadata>, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      const name = prefix ? `${prefix}.${key}` : key;
      let field = cache.get(name);
      if (!field) cache.set(name, (field = metadataOf(formId, state, errors, constraints, name)));
      return field;
    },
  });
}

const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function isControl(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/**
 * A form checked first when a field loses focus, then on every input, and in full when sent. The
 * action's reply (`lastResult`) shows the server's errors; what was typed stays in the fields.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
}: {
  id: string;
  /** Loads the schema the action checks with: `() => import('…').then((m) => m.schema)`. */
  schema: () => Promise<Schema>;
  constraint: Constraints;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
}): [FormMetadata<z.input<Schema>>, Fieldset<z.input<Schema>>] {
  const defaults = useMemo(() => (serialize(defaultValue) ?? {}) as Record<string, unknown>, [defaultValue]);
  const [state, setState] = useState(() => initialState(defaults, lastResult));
  const current = useRef(state);
  current.current = state;
  const options = useRef({ schema, defaults });
  options.current = { schema, defaults };
  const validator = useRef<Promise<SchemaValidator> | null>(null);
  const loaded = useRef<SchemaValidator | null>(null);
  const replied = useRef(lastResult);

  const formElement = useCallback(() => document.forms.namedItem(id), [id]);

  const load = useCallback((): Promise<SchemaValidator> => {
    validator.current ??= Promise.all([import('./validate-form.ts'), options.current.schema()]).then(
      ([{ schemaValidator }, loadedSchema]) => (loaded.current = schemaValidator(loadedSchema)),
    );
    return validator.current;
  }, []);

  /** Checks the form as it is now and shows the errors of the validated fields. */
  const check = useCallback(
    (validate: (state: State) => Record<string, boolean>, submitter?: HTMLElement | null) => {
      const form = formElement();
      const run = loaded.current;
      if (!form || !run) return null;
      const error = run(new FormData(form, submitter ?? undefined));
      setState((s) => ({ ...s, error, validated: validate(s) }));
      return error;
    },
    [formElement],
  );

  const validateField = useCallback(
    (name?: string) => {
      const mark = (s: State) =>
        name === undefined
          ? Object.fromEntries(
              [...(formElement()?.elements ?? [])].filter(isControl).map((e) => [e.name, true]),
            )
          : { ...s.validated, [name]: true };
      if (loaded.current) check(mark);
      else void load().then(() => check(mark));
    },
    [check, formElement, load],
  );

  // Field events: load the schema on first focus, check on blur, re-check on input once checked.
  useClientLayoutEffect(() => {
    const own = (target: EventTarget | null) =>
      isControl(target) && target.name !== '' && target.form?.id === id ? target : null;
    const onFocus = (event: Event) => {
      if (own(event.target)) void load();
    };
    const onBlur = (event: Event) => {
      const control = own(event.target);
      if (control && !current.current.validated[control.name]) validateField(control.name);
    };
    const onInput = (event: Event) => {
      const control = own(event.target);
      if (control && current.current.validated[control.name]) validateField(control.name);
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    document.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
      document.removeEventListener('input', onInput);
    };
  }, [id, load, validateField]);

  const focusFirstInvalid = useCallback(
    (errors: FormErrors) => {
      for (const element of formElement()?.elements ?? []) {
        if (isControl(element) && element.name && errors[element.name]) {
          element.focus();
          return;
        }
      }
    },
    [formElement],
  );

  // A new reply of the action: its errors and outcome; `initialValue: null` resets the form.
  useEffect(() => {
    if (!lastResult || lastResult === replied.current) return;
    replied.current = lastResult;
    if (lastResult.initialValue === null) {
      setState(initialState(options.current.defaults, null));
      formElement()?.reset();
      return;
    }
    const before = current.current;
    const error = repliedErrors(lastResult, before.error);
    const validated = { ...before.validated, ...lastResult.state?.validated };
    for (const name of [...Object.keys(error), ...(lastResult.fields ?? [])]) validated[name] = true;
    setState({ ...before, error, validated, status: lastResult.status });
    if (lastResult.status === 'error') focusFirstInvalid(shown(error, validated));
  }, [lastResult, formElement, focusFirstInvalid]);

  const applyListIntent = useCallback((intent: Intent) => {
    if (intent.type === 'validate') return;
    setState((s) => {
      const { name } = intent.payload;
      const list = valueAt(s.initialValue, name);
      const items = Array.isArray(list) ? [...list] : [];
      const keys = items.map((_, i) => s.key[`${name}[${i}]`] ?? newKey());
      if (intent.type === 'insert') {
        const at = intent.payload.index ?? items.length;
        items.splice(at, 0, serialize(intent.payload.defaultValue));
        keys.splice(at, 0, newKey());
      } else {
        items.splice(intent.payload.index, 1);
        keys.splice(intent.payload.index, 1);
      }
      const key = Object.fromEntries(Object.entries(s.key).filter(([k]) => !k.startsWith(`${name}[`)));
      keys.forEach((k, i) => (key[`${name}[${i}]`] = k));
      const validated = Object.fromEntries(
        Object.entries(s.validated).filter(([k]) => !k.startsWith(`${name}[`)),
      );
      return {
        ...s,
        initialValue: withValueAt(s.initialValue, name, items),
        key,
        validated: { ...validated, [name]: true },
      };
    });
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const native = event.nativeEvent as SubmitEvent;
      const submitter = native.submitter as HTMLButtonElement | HTMLInputElement | null;
      if (submitter?.name === INTENT) {
        event.preventDefault();
        const intent = JSON.parse(submitter.value) as Intent;
        if (intent.type === 'validate') validateField(intent.payload.name);
        else applyListIntent(intent);
        return;
      }
      const run = loaded.current;
      if (!run) {
        // The schema is not here yet: fetch it, then send again through the same button.
        event.preventDefault();
        const form = event.currentTarget;
        void load().then(
          () => form.isConnected && form.requestSubmit(submitter?.form === form ? submitter : undefined),
          () => form.isConnected && form.submit(),
        );
        return;
      }
      const error = run(new FormData(event.currentTarget, submitter ?? undefined));
      if (Object.keys(error).length === 0) {
        setState((s) => ({ ...s, error: {}, status: undefined }));
        return;
      }
      event.preventDefault();
      const validated: Record<string, boolean> = {};
      for (const element of event.currentTarget.elements) {
        if (isControl(element) && element.name) validated[element.name] = true;
      }
      for (const name of Object.keys(error)) validated[name] = true;
      setState((s) => ({ ...s, error, validated, status: 'error' }));
      focusFirstInvalid(error);
    },
    [applyListIntent, focusFirstInvalid, load, validateField],
  );

  return useMemo(() => {
    const errors = shown(state.error, state.validated);
    const control = <Payload>(
      type: Intent['type'],
      run: (payload: Payload) => void,
    ): IntentControl<Payload> =>
      Object.assign(run, {
        getButtonProps: (payload: Payload) => ({
          name: INTENT,
          value: JSON.stringify({ type, payload }),
          form: id,
          formNoValidate: true as const,
        }),
      });
    const fields = fieldsetOf(id, state, errors, constraint, '') as Fieldset<z.input<Schema>>;
    const form: FormMetadata<z.input<Schema>> = {
      id,
      errorId: `${id}-error`,
      status: state.status,
      errors: errors[''],
      allErrors: errors,
      noValidate: true,
      onSubmit,
      validate: control<{ name?: string }>('validate', ({ name }) => validateField(name)),
      insert: control('insert', (payload: { name: string; defaultValue?: unknown; index?: number }) =>
        applyListIntent({ type: 'insert', payload }),
      ),
      remove: control('remove', (payload: { name: string; index: number }) =>
        applyListIntent({ type: 'remove', payload }),
      ),
      getFieldset: () => fields,
    };
    return [form, fields];
  }, [state, id, constraint, onSubmit, validateField, applyListIntent]);
}

/** Props of the `<form>` element: id, submit handler, no native validation, and its error's description. */
export function getFormProps(
  form: Pick<FormMetadata, 'id' | 'onSubmit' | 'noValidate' | 'errors' | 'errorId'>,
) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    ...(form.errors?.length ? { 'aria-describedby': form.errorId } : {}),
  };
}
