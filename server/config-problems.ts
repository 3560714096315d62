import type { z } from 'zod';

/**
 * A configuration the process cannot start with. Its message is plain text for the operator, one
 * problem a line; entry points print it and exit 1 instead of throwing a stack trace (server/startup.ts).
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// Values that must not end up in a terminal or a log: say how long they were instead.
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|KEY/;

/**
 * One line per variable that failed, in words: the variable, what it accepts (read from its schema)
 * and what it got. Zod's own messages are not used: the web's zod setup turns them into translation keys.
 */
export function describeEnvProblems(shape: Record<string, z.ZodType>, env: NodeJS.ProcessEnv, issues: z.core.$ZodIssue[]): string[] {
  const names = [...new Set(issues.map((issue) => String(issue.path[0] ?? '')))];
  return names.map((name) => {
    const value = env[name];
    const got = value === undefined ? '' : SECRET_NAME.test(name) ? ` (got ${value.length} characters)` : ` (got ${JSON.stringify(value)})`;
    return `${name} ${shape[name] ? accepted(shape[name]) : 'is not valid'}${got}`;
  });
}

type Inspectable = z.ZodType & {
  def: { type: string; innerType?: z.ZodType };
  options?: string[];
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  minLength?: number | null;
  format?: string | null;
};

function accepted(schema: z.ZodType): string {
  let s = schema as Inspectable;
  while ((s.def.type === 'default' || s.def.type === 'optional') && s.def.innerType) s = s.def.innerType as Inspectable;
  if (s.def.type === 'enum' && s.options) return `must be one of: ${s.options.join(', ')}`;
  if (s.def.type === 'number') {
    const kind = s.isInt ? 'a whole number' : 'a number';
    const { minValue: min, maxValue: max } = s;
    const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER;
    if (finite(min) && finite(max)) return `must be ${kind} from ${min} to ${max}`;
    if (finite(min)) return `must be ${kind} of at least ${min}`;
    if (finite(max)) return `must be ${kind} of at most ${max}`;
    return `must be ${kind}`;
  }
  if (s.def.type === 'string') {
    if (s.format === 'url') return 'must be a full address such as https://example.org';
    if (s.minLength) return `must be at least ${s.minLength} characters long`;
  }
  return 'is not valid';
}
