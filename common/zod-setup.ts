import { z } from 'zod';

// Zod's own messages become translation keys, so every validation message can be localized.
z.config({
  // In the browser Zod must not try `new Function` (its fast path): the site's CSP forbids eval,
  // and the attempt is reported as a CSP violation on every page with a form.
  jitless: typeof window !== 'undefined',
  customError: (issue) => {
    if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
    if (issue.code === 'too_small' && issue.origin === 'string')
      return Number(issue.minimum) <= 1 ? 'validation.required' : `validation.min_length?min=${issue.minimum}`;
    if (issue.code === 'too_big' && issue.origin === 'string') return `validation.max_length?max=${issue.maximum}`;
    return 'validation.invalid';
  },
});

export { z };
