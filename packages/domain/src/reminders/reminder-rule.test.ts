import { describe, expect, it } from 'vitest';
import { reminderToSend } from './reminder-rule';
import { DEFAULT_REMINDERS } from './reminder-settings.schemas';

const none = new Set<number>();

describe('reminderToSend', () => {
  it('sends each default reminder on its day: 3 days before, on the due date, 7 days after', () => {
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-06', none)).toBeUndefined();
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-07', none)).toBe(1);
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-10', new Set([1]))).toBe(2);
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-16', new Set([1, 2]))).toBeUndefined();
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-17', new Set([1, 2]))).toBe(3);
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-18', new Set([1, 2, 3]))).toBeUndefined();
  });

  it('catches up a missed day within a week, sending only the latest due, and never an older one after', () => {
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-12', none)).toBe(2);
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-13', new Set([2]))).toBeUndefined();
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-24', none)).toBe(3);
    expect(reminderToSend(DEFAULT_REMINDERS, '2027-03-10', '2027-03-25', none)).toBeUndefined();
  });

  it('skips a reminder that is switched off', () => {
    const off = DEFAULT_REMINDERS.map((reminder, i) => ({ ...reminder, enabled: i !== 1 }));
    expect(reminderToSend(off, '2027-03-10', '2027-03-10', new Set([1]))).toBeUndefined();
  });
});
