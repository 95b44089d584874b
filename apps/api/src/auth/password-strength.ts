/**
 * The dictionary half of the password rule (ADR 0045): zxcvbn-ts scores a new password against
 * its lists of common and breached passwords, English words, names and keyboard patterns, with
 * the member's e-mail and name as extra words; the domain's rule decides what the score means.
 */
import { passwordStrengthProblem } from '@dating/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

let scorer: ZxcvbnFactory | undefined;

/** 0–4; built on first use, since the dictionaries take a moment to load. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  scorer ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return scorer.check(password, userInputs).score;
}

/** The field error of a new password that is guessable or personal, else null. */
export function newPasswordProblem(password: string, personal: { email: string; name: string }) {
  return passwordStrengthProblem(
    password,
    passwordScore(password, [personal.email, personal.name]),
    personal,
  );
}
