import { describe, expect, it } from 'vitest';
import { checkForm } from './form';
import { alertSchema, guestAlertSchema } from './alert-form';
import { ALERT_FREQUENCIES, frequencyText, newMatchesText, sentAgo } from './alerts';
import { wordsOf } from './i18n-testing';

const english = await wordsOf('common');
const hindi = await wordsOf('common', 'hi');

const NOW = new Date(2025, 5, 15, 10, 30); // 15 June 2025, 10:30 local
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('sentAgo', () => {
  it('minutes, then hours the same day', () => {
    expect(sentAgo(minutesBefore(0.5), NOW)).toBe('just now');
    expect(sentAgo(minutesBefore(1), NOW)).toBe('1 minute ago');
    expect(sentAgo(minutesBefore(59), NOW)).toBe('59 minutes ago');
    expect(sentAgo(minutesBefore(60), NOW)).toBe('1 hour ago');
    expect(sentAgo(new Date(2025, 5, 15, 0, 10), NOW)).toBe('10 hours ago');
  });

  it("then the spec's calendar days and months", () => {
    expect(sentAgo(new Date(2025, 5, 14, 23, 0), NOW)).toBe('1 day ago');
    expect(sentAgo(new Date(2025, 5, 3, 8, 0), NOW)).toBe('12 days ago');
    expect(sentAgo(new Date(2025, 2, 1), NOW)).toBe('3 months ago');
  });

  it('a clock a little ahead reads just now; an unreadable date nothing', () => {
    expect(sentAgo(minutesBefore(-2), NOW)).toBe('just now');
    expect(sentAgo('not a date', NOW)).toBeNull();
    expect(sentAgo(null, NOW)).toBeNull();
  });
});

describe('the words of an alert', () => {
  it('new matches', () => {
    expect(newMatchesText(0)).toBe('No new jobs');
    expect(newMatchesText(1)).toBe('1 new job');
    expect(newMatchesText(12)).toBe('12 new jobs');
  });

  it('every frequency, with when it mails', () => {
    expect(ALERT_FREQUENCIES.map((f) => f.value)).toEqual(['instant', 'daily', 'weekly']);
    expect(ALERT_FREQUENCIES.map((f) => f.hint)).toEqual([
      'Within a minute or two of a job going live',
      'One email a day, at 08:00 IST',
      'One email a week, on Monday at 08:00 IST',
    ]);
    expect(frequencyText('instant')).toBe('Instant');
    expect(frequencyText('daily')).toBe('Daily at 08:00 IST');
    expect(frequencyText('weekly')).toBe('Weekly, Mondays at 08:00 IST');
  });
});

describe('an alert in Hindi (the Alerts page)', () => {
  it('when it last mailed and how often', () => {
    expect(sentAgo(minutesBefore(0.5), NOW, hindi)).toBe('अभी-अभी');
    expect(sentAgo(minutesBefore(5), NOW, hindi)).toBe('5 मिनट पहले');
    expect(sentAgo(minutesBefore(60), NOW, hindi)).toBe('1 घंटा पहले');
    expect(sentAgo(minutesBefore(3 * 60), NOW, hindi)).toBe('3 घंटे पहले');
    expect(sentAgo(minutesBefore(3 * 24 * 60), NOW, hindi)).toBe('3 दिन पहले');
    expect(sentAgo('not a date', NOW, hindi)).toBeNull();
    expect(frequencyText('daily', hindi)).toBe('रोज़ सुबह 8 बजे');
    expect(frequencyText('weekly', english)).toBe(frequencyText('weekly'));
  });
});

describe('the alert forms (the API rules)', () => {
  it('speak Hindi in Hindi', async () => {
    expect(await checkForm(alertSchema(hindi), { name: ' ', frequency: 'hourly' as never })).toEqual({
      success: false,
      errors: { name: 'अलर्ट का नाम ज़रूरी है', frequency: 'चुनें कि आपको कितनी बार ईमेल करें' },
    });
    expect(await checkForm(alertSchema(hindi), { name: 'x'.repeat(101), frequency: 'daily' })).toEqual({
      success: false,
      errors: { name: 'अलर्ट का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है' },
    });
    const guest = (email: string) => checkForm(guestAlertSchema(hindi), { name: 'Cooks', frequency: 'instant', email });
    expect(await guest('')).toEqual({ success: false, errors: { email: 'ईमेल ज़रूरी है' } });
    expect(await guest('asha@')).toEqual({ success: false, errors: { email: 'कृपया सही ईमेल लिखें' } });
  });

  it('a name and a frequency; the name trimmed', async () => {
    expect(await checkForm(alertSchema(english), { name: '  driver jobs in Pune ', frequency: 'daily' })).toEqual({
      success: true,
      data: { name: 'driver jobs in Pune', frequency: 'daily' },
    });
  });

  it("the API's messages for a missing or long name", async () => {
    expect(await checkForm(alertSchema(english), { name: '   ', frequency: 'weekly' })).toEqual({
      success: false,
      errors: { name: 'Alert name is required' },
    });
    expect(await checkForm(alertSchema(english), { name: 'x'.repeat(101), frequency: 'weekly' })).toEqual({
      success: false,
      errors: { name: 'Alert name must be at most 100 characters' },
    });
    expect((await checkForm(alertSchema(english), { name: 'x'.repeat(100), frequency: 'weekly' })).success).toBe(true);
  });

  it('a guest gives an email', async () => {
    const guest = (email: string) => checkForm(guestAlertSchema(english), { name: 'Cooks', frequency: 'instant', email });
    expect(await guest('')).toEqual({ success: false, errors: { email: 'Email is required' } });
    expect(await guest('asha@')).toEqual({ success: false, errors: { email: 'Please enter a valid email' } });
    expect(await guest(' asha@example.in ')).toEqual({
      success: true,
      data: { name: 'Cooks', frequency: 'instant', email: 'asha@example.in' },
    });
  });
});
