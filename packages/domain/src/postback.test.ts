import { describe, expect, it } from 'vitest';
import {
  POSTBACK_TEMPLATE_MAX,
  expandPostbackTemplate,
  postbackAmount,
  postbackRetryDelayMs,
  postbackTemplateProblem,
} from './postback.ts';

const values = {
  event: 'first_purchase',
  network: 'net a',
  ref: 'r&1',
  sub1: 'click/42?',
  sub2: '',
  sub3: 'ü',
  amount: '12.50',
  currency: 'EUR',
  brand: 'velvet',
  member: '7',
};

describe('postbackTemplateProblem', () => {
  it.each([
    ['https://net.example/pb?click={sub1}&event={event}&amount={amount}', null],
    ['http://127.0.0.1:4000/pb?e={event}', null],
    ['  https://net.example/pb  ', null],
    ['', 'required'],
    ['   ', 'required'],
    [`https://net.example/${'a'.repeat(POSTBACK_TEMPLATE_MAX)}`, 'too_long'],
    ['https://net.example/pb?c={click}', 'unknown_placeholder'],
    ['https://net.example/pb?c={sub1', 'unknown_placeholder'],
    ['https://net.example/pb?c=sub1}', 'unknown_placeholder'],
    ['https://net.example/pb?c={}', 'unknown_placeholder'],
    ['ftp://net.example/pb', 'scheme_not_allowed'],
    ['javascript:alert(1)', 'scheme_not_allowed'],
    ['net.example/pb', 'invalid_url'],
    ['https://user:pw@net.example/pb', 'invalid_url'],
  ])('%s → %s', (template, problem) => {
    expect(postbackTemplateProblem(template)).toBe(problem);
  });
});

describe('expandPostbackTemplate', () => {
  it('puts each value in URL-encoded, so a value never changes the URL around it', () => {
    expect(
      expandPostbackTemplate(
        'https://net.example/pb?click={sub1}&event={event}&amount={amount}&r={ref}&n={network}&s2={sub2}&s3={sub3}',
        values,
      ),
    ).toBe(
      'https://net.example/pb?click=click%2F42%3F&event=first_purchase&amount=12.50&r=r%261&n=net%20a&s2=&s3=%C3%BC',
    );
  });
  it('replaces a placeholder used twice, and brand, member and currency', () => {
    expect(
      expandPostbackTemplate('https://n.example/{brand}/{member}?c={currency}&c2={currency}', values),
    ).toBe('https://n.example/velvet/7?c=EUR&c2=EUR');
  });
  it('leaves out a placeholder it does not know (a template saved before one was retired)', () => {
    expect(expandPostbackTemplate('https://n.example/pb?x={gone}&e={event}', values)).toBe(
      'https://n.example/pb?x=&e=first_purchase',
    );
  });
});

describe('postbackAmount and the back-off', () => {
  it('writes minor units with two decimals', () => {
    expect(postbackAmount(1250)).toBe('12.50');
    expect(postbackAmount(0)).toBe('0.00');
  });
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(postbackRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(postbackRetryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
