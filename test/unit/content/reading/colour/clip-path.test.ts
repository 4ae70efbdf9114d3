import { describe, expect, it } from 'vitest';
import { clipsToNothing } from '../../../../../src/content/reading/colour/clip-path.ts';

describe('clipsToNothing', () => {
  it.each([
    ['circle(0px at 50% 50%)', true],
    ['circle(0%)', true],
    ['circle(0)', true],
    ['circle(10px at 50% 50%)', false],
    ['circle(50%)', false],
    ['ellipse(0px 20px at 50% 50%)', true],
    ['ellipse(20px 0%)', true],
    ['ellipse(20px 10px)', false],
    ['inset(50%)', true],
    ['inset(50% 0px)', true],
    ['inset(0px 50%)', true],
    ['inset(30% 0px 70% 0px)', true],
    ['inset(25% 0px 25% 0px)', false],
    ['inset(10px)', false],
    ['inset(10% 20% round 4px)', false],
    ['inset(0px 100px 0px 100px)', true],
    ['polygon(0px 0px, 0px 0px, 0px 0px)', true],
    ['polygon(50% 50%, 50% 50%, 50% 50%, 50% 50%)', true],
    ['polygon(0% 0%, 50% 0%, 100% 0%)', true],
    ['polygon(evenodd, 0% 0%, 100% 0%, 100% 100%)', false],
    ['polygon(0% 0%, 100% 0%, 100% 100%, 0% 100%)', false],
    ['rect(0px 100px 0px 0px)', true],
    ['xywh(0px 0px 0px 10px)', true],
    ['xywh(0px 0px 100% 100%)', false],
    ['none', false],
    ['url("#clip")', false],
    ['circle(calc(10px - 10px))', false],
  ])('%s on 200 × 40 leaves nothing: %s', (value, nothing) =>
    expect(clipsToNothing(value, 200, 40)).toBe(nothing),
  );
});
