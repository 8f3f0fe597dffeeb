import { describe, expect, it } from 'vitest';
import { alertSchema } from '@/lib/alert-form';
import { frequencyText, newMatchesText, sentAgo } from '@/lib/alerts';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import { frequencyWords, sentAgoWords } from './alert-words';
import { editAlertSchema } from './edit-alert-form';

const NOW = new Date(2025, 5, 15, 10, 0);
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('an alert in words', () => {
  it('reads in English as lib/alerts words it', async () => {
    const t = await wordsOf('jobAlerts');
    const dates = [
      minutesBefore(0.5),
      minutesBefore(1),
      minutesBefore(59),
      minutesBefore(60),
      new Date(2025, 5, 15, 0, 10),
      new Date(2025, 5, 14, 23, 0),
      new Date(2025, 5, 3, 8, 0),
      new Date(2025, 3, 20),
      new Date(2025, 2, 1),
      minutesBefore(-2),
    ];
    for (const date of dates) expect(sentAgoWords(t, date, NOW)).toBe(sentAgo(date, NOW));
    expect(sentAgoWords(t, null, NOW)).toBeNull();
    for (const frequency of ['instant', 'daily', 'weekly'] as const) {
      expect(frequencyWords(t, frequency)).toBe(frequencyText(frequency));
    }
    for (const count of [0, 1, 12]) expect(t('card.newJobs', { count })).toBe(newMatchesText(count));
  });

  it('reads in Hindi', async () => {
    const t = await wordsOf('jobAlerts', 'hi');
    expect(sentAgoWords(t, minutesBefore(5), NOW)).toBe('5 मिनट पहले');
    expect(frequencyWords(t, 'daily')).toBe('रोज़ सुबह 8 बजे');
    expect(t('card.newJobs', { count: 0 })).toBe('कोई नई नौकरी नहीं');
  });
});

describe('the edit dialog’s rules', () => {
  it('are lib/alert-form’s in English', async () => {
    const t = await wordsOf('jobAlerts');
    for (const values of [
      { name: '  driver jobs in Pune ', frequency: 'daily' as const },
      { name: '   ', frequency: 'weekly' as const },
      { name: 'x'.repeat(101), frequency: 'weekly' as const },
    ]) {
      expect(await checkForm(editAlertSchema(t), values)).toEqual(await checkForm(alertSchema, values));
    }
  });

  it('speak Hindi', async () => {
    const t = await wordsOf('jobAlerts', 'hi');
    expect(await checkForm(editAlertSchema(t), { name: ' ', frequency: 'daily' })).toEqual({
      success: false,
      errors: { name: 'अलर्ट का नाम ज़रूरी है' },
    });
  });
});
