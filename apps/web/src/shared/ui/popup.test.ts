import { describe, expect, it } from 'vitest';
import { centredLeft, POPUP_MARGIN_PX } from './popup';

const rect = (left: number, width: number) => ({ left, width }) as DOMRect;

describe('centredLeft', () => {
  it('centres a pop-up over its control', () => {
    expect(centredLeft(rect(500, 100), 200, 1200)).toBe(450);
  });

  it('moves it right of the left edge and left of the right edge', () => {
    expect(centredLeft(rect(0, 40), 200, 1200)).toBe(POPUP_MARGIN_PX);
    expect(centredLeft(rect(1160, 40), 200, 1200)).toBe(1200 - 200 - POPUP_MARGIN_PX);
  });
});
