import type { ErrorBody } from '../errors';

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Spec section 5: the first validation message is the one shown, with fallback 'Validation failed'. */
export function zodErrorBody(error: IssueList): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return {
    error: { code: 'validation_failed', message: issues[0]?.message ?? 'Validation failed', issues },
  };
}
