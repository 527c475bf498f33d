import { ArraySchema, LazySchema, ObjectSchema, Schema, TupleSchema, ValidationError } from 'yup';

/**
 * A yup validation's answer when every rule passes, without yup's machinery (issue 14.6).
 *
 * `validateSync` pays, per field and per rule, for option objects, closures, a context and a
 * callback chain (its runner is written for async rules), and in a fresh process that code runs
 * unoptimised: about 1 ms of a registration's CPU. Here the same schema is walked directly: the
 * same transforms cast the value (trim, coercion, defaults, unknown keys kept, the object left
 * as it is when nothing changed), then the same rule functions (`schema.tests` and yup's own
 * type, null and `oneOf` checks) are called on the cast values in the same order. Lazy schemas
 * are resolved per value as yup does; the registration schemas keep one instance per branch.
 *
 * It answers only "valid, and this is the value". At the first rule that fails (or throws,
 * returns a promise, or asks for an error) it gives up and returns null, as it does for what
 * it does not handle (`when` conditions, tuples, strict or stripped fields, optional lazies):
 * the caller then runs yup itself, so field errors and their messages are yup's, unchanged.
 * Only synchronous, side-effect-free rules may be run this way (they may run twice).
 */
export function validIfPasses(schema: unknown, value: unknown, context: unknown): { value: unknown } | null {
  try {
    const root = resolved(schema, value, undefined, context);
    if (root === null || root.spec.strict) return null;
    const castValue = cast(root, value, { context, path: undefined, parent: undefined });
    if (castValue === GIVE_UP) return null;
    return passes(root, castValue, undefined, undefined, value, NO_FROM, context) ? { value: castValue } : null;
  } catch {
    return null;
  }
}

const GIVE_UP = Symbol('give up');
const NO_FROM: readonly unknown[] = [];

/** What yup keeps on a schema and this walk reads (yup 1.x; private members included). */
interface YupSchema {
  spec: { strict?: boolean; strip?: boolean; recursive?: boolean; noUnknown?: boolean };
  conditions: unknown[];
  transforms: Array<(this: YupSchema, value: unknown, raw: unknown, schema: YupSchema, options: object) => unknown>;
  tests: RuleFunction[];
  internalTests: Record<string, RuleFunction | undefined>;
  _typeCheck(value: unknown): boolean;
  getDefault(options: object): unknown;
  fields?: Record<string, unknown>;
  _nodes?: string[];
  innerType?: unknown;
}

interface RuleConfig {
  name?: string;
  test: (this: unknown, value: unknown, context: unknown) => unknown;
  skipAbsent?: boolean;
}
type RuleFunction = { OPTIONS: RuleConfig };

/** yup's cast options, one object per object or array cast (yup too mutates its `path` field by field). */
interface Place {
  context: unknown;
  path: string | undefined;
  parent: unknown;
}

/** What the walk needs of a schema, read once per schema (yup schemas are immutable). */
interface Plan {
  kind: 'object' | 'array' | 'value';
  /** yup's own checks (type, null, undefined, oneOf), then the schema's rules, in yup's order. */
  rules: RuleFunction[];
  /** An object's fields in yup's order (`_nodes`), and which keys they are. */
  nodes: string[];
  known: Set<string>;
  fields: Record<string, unknown>;
}
const plans = new WeakMap<YupSchema, Plan>();
function planOf(schema: YupSchema): Plan {
  let plan = plans.get(schema);
  if (!plan) {
    const internal = Object.values(schema.internalTests).filter((test): test is RuleFunction => Boolean(test));
    const nodes = schema._nodes ?? [];
    plan = {
      kind: schema instanceof ObjectSchema ? 'object' : schema instanceof ArraySchema ? 'array' : 'value',
      rules: [...internal, ...schema.tests],
      nodes,
      known: new Set(nodes),
      fields: schema.fields ?? {},
    };
    plans.set(schema, plan);
  }
  return plan;
}

/** The concrete schema for a value: a lazy's choice for it; null for what this walk leaves to yup. */
function resolved(schema: unknown, value: unknown, parent: unknown, context: unknown): YupSchema | null {
  if (schema instanceof LazySchema) {
    if ((schema.spec as { optional?: boolean }).optional) return null;
    return resolved(schema.resolve({ value, parent, context } as never), value, parent, context);
  }
  if (!(schema instanceof Schema) || schema instanceof TupleSchema) return null;
  const plain = schema as unknown as YupSchema;
  return plain.conditions.length > 0 ? null : plain;
}

/** `Schema._cast` and its object and array versions, with `__validating` set as `validate` sets it. */
function cast(schema: YupSchema, raw: unknown, place: Place): unknown {
  let value = raw;
  if (raw !== undefined) {
    const transforms = schema.transforms;
    for (let i = 0; i < transforms.length; i += 1) value = transforms[i].call(schema, value, raw, schema, place);
  }
  if (value === undefined) return schema.getDefault({ ...place, value: raw });
  const plan = planOf(schema);
  if (plan.kind === 'object') return castObject(schema, plan, value, place);
  if (plan.kind === 'array') return castArray(schema, value, place);
  return value;
}

function castObject(schema: YupSchema, plan: Plan, value: unknown, place: Place): unknown {
  if (!schema._typeCheck(value)) return value;
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const inner: Place = { context: place.context, path: undefined, parent: out };
  const prefix = place.path ? `${place.path}.` : '';
  let changed = false;
  // The fields in yup's order, then the keys it does not know, as yup goes through them.
  for (let i = 0; i < plan.nodes.length; i += 1) {
    const prop = plan.nodes[i];
    const field = plan.fields[prop];
    const exists = prop in input;
    const fieldInput = input[prop];
    if (field) {
      const fieldSchema = resolved(field, fieldInput, out, place.context);
      if (fieldSchema === null || fieldSchema.spec.strip) return GIVE_UP;
      inner.path = prefix + prop;
      const fieldValue = fieldSchema.spec.strict ? fieldInput : cast(fieldSchema, fieldInput, inner);
      if (fieldValue === GIVE_UP) return GIVE_UP;
      if (fieldValue !== undefined) out[prop] = fieldValue;
    } else if (exists && !schema.spec.noUnknown) {
      out[prop] = fieldInput;
    }
    if (exists !== prop in out || out[prop] !== fieldInput) changed = true;
  }
  for (const prop of Object.keys(input)) {
    if (plan.known.has(prop)) continue;
    const fieldInput = input[prop];
    if (!schema.spec.noUnknown) out[prop] = fieldInput;
    if (!(prop in out) || out[prop] !== fieldInput) changed = true;
  }
  return changed ? out : input;
}

function castArray(schema: YupSchema, value: unknown, place: Place): unknown {
  if (!schema._typeCheck(value) || !schema.innerType) return value;
  const items = value as unknown[];
  const inner: Place = { context: place.context, path: undefined, parent: items };
  let changed = false;
  const out: unknown[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    const itemSchema = resolved(schema.innerType, item, items, place.context);
    if (itemSchema === null) return GIVE_UP;
    inner.path = `${place.path || ''}[${index}]`;
    const castItem = cast(itemSchema, item, inner);
    if (castItem === GIVE_UP) return GIVE_UP;
    if (castItem !== item) changed = true;
    out.push(castItem);
  }
  return changed ? out : items;
}

const isAbsent = (value: unknown) => value === null || value === undefined;
const isPlainObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';

/**
 * What a rule sees as `this` (yup's test context), one object reused rule after rule (the rules
 * run one at a time and keep nothing), where yup makes a context and its closures per rule.
 */
const rule = {
  path: undefined as string | undefined,
  parent: undefined as unknown,
  type: undefined as string | undefined,
  from: NO_FROM,
  options: { context: undefined as unknown, parent: undefined as unknown, path: undefined as string | undefined },
  originalValue: undefined as unknown,
  schema: undefined as YupSchema | undefined,
  value: undefined as unknown,
  failed: false,
  /** A rule that asks for an error has failed; yup will say which. */
  createError(): unknown {
    rule.failed = true;
    return new ValidationError('');
  },
  resolve(item: unknown): unknown {
    const ref = item as { __isYupRef?: boolean; getValue?(value: unknown, parent: unknown, context: unknown): unknown };
    return ref && ref.__isYupRef && ref.getValue ? ref.getValue(rule.value, rule.parent, rule.options.context) : item;
  },
};

/** One rule on the value in `rule` (`createValidation`'s `validate`, reduced to pass or not). */
function rulePasses(test: RuleFunction): boolean {
  const config = test.OPTIONS;
  if (config.skipAbsent && isAbsent(rule.value)) return true;
  rule.type = config.name;
  rule.failed = false;
  const result = config.test.call(rule, rule.value, rule);
  if (result && typeof (result as { then?: unknown }).then === 'function') return false;
  return !rule.failed && Boolean(result) && !ValidationError.isError(result);
}

/** Whether every rule of `schema` and of its fields or items passes on the cast value (`_validate`, nested strict). */
function passes(
  schema: YupSchema,
  value: unknown,
  path: string | undefined,
  parent: unknown,
  originalValue: unknown,
  outerFrom: readonly unknown[],
  context: unknown,
): boolean {
  const plan = planOf(schema);
  const from = plan.kind === 'object' ? [{ schema, value: originalValue }, ...outerFrom] : outerFrom;
  rule.path = path;
  rule.parent = parent;
  rule.from = from;
  rule.options.context = context;
  rule.options.parent = parent;
  rule.options.path = path;
  rule.originalValue = originalValue;
  rule.schema = schema;
  rule.value = value;
  for (let i = 0; i < plan.rules.length; i += 1) if (!rulePasses(plan.rules[i])) return false;
  if (schema.spec.recursive === false) return true;

  if (plan.kind === 'object') {
    if (!isPlainObject(value)) return true;
    const object = value as Record<string, unknown>;
    const originalObject = (originalValue || value) as Record<string, unknown>;
    const prefix = path ? `${path}.` : '';
    for (let i = 0; i < plan.nodes.length; i += 1) {
      const key = plan.nodes[i];
      const field = plan.fields[key];
      if (!field || (field as { __isYupRef?: boolean }).__isYupRef) continue;
      const fieldSchema = resolved(field, object[key], object, context);
      if (fieldSchema === null) return false;
      const fieldPath = key.includes('.') ? `${path || ''}["${key}"]` : prefix + key;
      if (!passes(fieldSchema, object[key], fieldPath, object, originalObject[key], from, context)) return false;
    }
  } else if (plan.kind === 'array') {
    if (!schema.innerType || !schema._typeCheck(value)) return true;
    const items = value as unknown[];
    const originalItems = (originalValue ?? value) as unknown[];
    for (let index = 0; index < items.length; index += 1) {
      const itemSchema = resolved(schema.innerType, items[index], items, context);
      if (itemSchema === null) return false;
      const itemPath = `${path || ''}[${index}]`;
      if (!passes(itemSchema, items[index], itemPath, items, originalItems?.[index], from, context)) return false;
    }
  }
  return true;
}
