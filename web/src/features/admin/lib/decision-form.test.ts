import { describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import { decisionSchema as schemaOf } from './decision-form';

const decisionSchema = schemaOf(await wordsOf('admin'));

describe('decisionSchema (the reject and suspend dialogs)', () => {
  it('needs a message of at least 5 characters, spaces not counted', async () => {
    const message = 'Please write a message for the employer (at least 5 characters)';
    expect(await checkForm(decisionSchema, { message: '' })).toEqual({ success: false, errors: { message } });
    expect(await checkForm(decisionSchema, { message: '   abcd   ' })).toEqual({ success: false, errors: { message } });
  });

  it('keeps the trimmed message', async () => {
    expect(await checkForm(decisionSchema, { message: '  Fees are not allowed.  ' })).toEqual({
      success: true,
      data: { message: 'Fees are not allowed.' },
    });
  });

  it('refuses more than 1,000 characters', async () => {
    expect(await checkForm(decisionSchema, { message: 'a'.repeat(1000) })).toMatchObject({ success: true });
    expect(await checkForm(decisionSchema, { message: 'a'.repeat(1001) })).toEqual({
      success: false,
      errors: { message: 'The message can be at most 1,000 characters' },
    });
  });

  it('speaks Hindi in Hindi', async () => {
    const hindi = schemaOf(await wordsOf('admin', 'hi'));
    expect(await checkForm(hindi, { message: '' })).toEqual({
      success: false,
      errors: { message: 'कृपया एम्प्लॉयर के लिए संदेश लिखें (कम से कम 5 अक्षर)' },
    });
  });
});
