/**
 * The meter's scorer (ADR 0045): the same zxcvbn-ts dictionaries the API checks against. Only
 * ever imported with `import()` from PasswordStrength, so its ~1 MB of word lists stays out of
 * every page's first-load JavaScript and loads when a member starts typing a new password.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const scorer = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** 0–4, as the API scores it. */
export function passwordScore(password: string, userInputs: string[]): number {
  return scorer.check(password, userInputs).score;
}
