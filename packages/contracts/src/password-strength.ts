/**
 * How hard a new password is to guess, judged the same way on the server (which refuses a weak one)
 * and in the browser (the strength shown while typing): zxcvbn-ts, a maintained estimator that
 * knows common passwords, words, names, dates, keyboard runs and repeats, told the person's own
 * name and email so that a password built from them counts as weak.
 *
 * Its dictionaries are large (about 850 KB gzipped): they load on the first judgement, so a server
 * start and a page that merely shows a password field do not pay for them.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scores: 0 too guessable … 4 very unguessable. A new password needs at least this. */
export const MIN_PASSWORD_SCORE = 3;
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
export const PASSWORD_TOO_WEAK_MESSAGE = 'This password is easy to guess.';
export const PASSWORD_PERSONAL_MESSAGE = 'Do not build your password from your name or email address.';

export interface PasswordOwner {
  email?: string | null | undefined;
  names?: readonly (string | null | undefined)[];
}

export interface PasswordJudgement {
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Why it is refused, in a sentence; null when it may be used. */
  problem: string | null;
  /** What would make it stronger. */
  suggestions: string[];
}

let estimator: Promise<ZxcvbnFactory> | undefined;
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      }),
  );
  return estimator;
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The person's words: each name, the email, its local part and that part's pieces. */
function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0] ?? '';
  return [...(owner.names ?? []), owner.email, local, ...local.split(/[._+-]/)].flatMap((word) =>
    word && fold(word).length >= 3 ? [word] : [],
  );
}

/** Whether the password, without separators, is mostly the person's own words. */
function builtFromOwnWords(password: string, words: readonly string[]): boolean {
  let rest = fold(password);
  const whole = rest.length;
  for (const word of [...words].map(fold).sort((a, b) => b.length - a.length))
    rest = rest.split(word).join('');
  return whole > 0 && rest.length < whole / 2;
}

export async function judgePassword(password: string, owner: PasswordOwner = {}): Promise<PasswordJudgement> {
  const words = personalWords(owner);
  const result = await (await zxcvbn()).check(password, words);
  const personal = builtFromOwnWords(password, words);
  // A password of the person's own words is weak however long it is.
  const score = (personal ? Math.min(result.score, 1) : result.score) as PasswordJudgement['score'];
  const weak = score < MIN_PASSWORD_SCORE;
  const warning = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score],
    problem: personal ? PASSWORD_PERSONAL_MESSAGE : weak ? `${PASSWORD_TOO_WEAK_MESSAGE}${warning}` : null,
    suggestions: result.feedback.suggestions,
  };
}
