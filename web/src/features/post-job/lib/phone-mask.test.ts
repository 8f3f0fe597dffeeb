import { describe, expect, it } from 'vitest';
import { maskPhoneNumbers } from './phone-mask';

describe('maskPhoneNumbers', () => {
  it.each([
    ['Call 9876543210 now', 'Call ********** now', true],
    ['Call +91 9876543210', 'Call +** **********', true],
    ['Call +919876543210.', 'Call +************.', true],
    ['Call 91-98765-43210', 'Call **-*****-*****', true],
    ['WhatsApp 98765 43210', 'WhatsApp ***** *****', true],
    ['9876543210', '**********', true],
    ['Two: 9876543210, 6123456789', 'Two: **********, **********', true],
    ['Salary 1234567890 INR', 'Salary 1234567890 INR', false],
    ['Ref 98765432101', 'Ref 98765432101', false],
    ['Order ID A9876543210', 'Order ID A9876543210', false],
    ['Pin 560001, 2 years', 'Pin 560001, 2 years', false],
    ['Typing 987654321', 'Typing 987654321', false],
    ['', '', false],
  ])('%s', (input, text, masked) => {
    expect(maskPhoneNumbers(input)).toEqual({ text, masked });
  });

  it('leaves a number ending at the caret while it is typed, and masks it once it ends', () => {
    expect(maskPhoneNumbers('Call +91 91234567', { openAt: 17 })).toEqual({ text: 'Call +91 91234567', masked: false });
    expect(maskPhoneNumbers('Call +91 9123456789', { openAt: 19 })).toEqual({ text: 'Call +91 9123456789', masked: false });
    expect(maskPhoneNumbers('Call +91 9123456789 ', { openAt: 20 })).toEqual({ text: 'Call +** ********** ', masked: true });
    expect(maskPhoneNumbers('9876543210 and 9123456789', { openAt: 25 })).toEqual({
      text: '********** and 9123456789',
      masked: true,
    });
  });

  it('keeps the length, so the caret stays in place', () => {
    const input = 'Ring +91 98765-43210 today';
    expect(maskPhoneNumbers(input).text).toHaveLength(input.length);
  });
});
