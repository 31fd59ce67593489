import { describe, expect, it } from 'vitest';
import {
  bankChangeRequestedMail,
  invitationMail,
  resetPasswordMail,
  sensitiveChangeMail,
  setPasswordMail,
} from './templates';

const config = { publicUrl: 'https://desk.example.com', orgName: 'Acme & Co' };
const user = { first_name: '<Asha>', email: 'asha@example.com' };

describe('sign-in mail templates', () => {
  it('links the invitation to /verify and the password mails to /reset-password', () => {
    expect(invitationMail(config, user, 'tok/en+1').text).toContain(
      'https://desk.example.com/verify?token=tok%2Fen%2B1',
    );
    const reset = resetPasswordMail(config, user, 'abc');
    expect(reset.to).toBe('asha@example.com');
    expect(reset.text).toContain('https://desk.example.com/reset-password?token=abc\n');
    expect(reset.html).toContain('href="https://desk.example.com/reset-password?token=abc"');
  });

  it('marks the set-password link of an invitation with welcome=1 for the screen title', () => {
    const mail = setPasswordMail(config, user, 'abc');
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toContain('https://desk.example.com/reset-password?token=abc&welcome=1');
    expect(mail.html).toContain('href="https://desk.example.com/reset-password?token=abc&amp;welcome=1"');
  });

  it('says how long each link works', () => {
    expect(invitationMail(config, user, 't').text).toContain('expires in 7 days');
    expect(setPasswordMail(config, user, 't').text).toContain('expires in 24 hours');
    expect(resetPasswordMail(config, user, 't').text).toContain('expires in 1 hour');
  });

  it('escapes names in the HTML part', () => {
    const mail = invitationMail(config, user, 't');
    expect(mail.html).toContain('Hello &lt;Asha&gt;,');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).not.toContain('<Asha>');
  });
});

describe('bank details changed mail', () => {
  const notice = {
    to: 'partners@talentbridge.example',
    recordName: 'Talent <Bridge>',
    topic: 'Bank details',
    fields: ['Account number', 'More bank details'],
    byName: 'Asha Rao',
    at: new Date('2026-05-03T14:05:00Z'),
  };

  it('names which fields changed, who and when, with no value and no link to follow', () => {
    const mail = sensitiveChangeMail(config, notice);
    expect(mail.to).toBe('partners@talentbridge.example');
    expect(mail.subject).toBe('Bank details changed for Talent <Bridge>');
    expect(mail.text).toContain(
      'The bank details of Talent <Bridge> on Acme & Co were changed by Asha Rao on 3 May 2026, 14:05 UTC.',
    );
    expect(mail.text).toContain('What changed: Account number, More bank details.');
    expect(`${mail.text}${mail.html}`).not.toMatch(/•|now |removed/);
    expect(mail.html).not.toContain('href=');
    expect(mail.html).toContain('Talent &lt;Bridge&gt;');
  });

  it('names the second person who confirmed the change', () => {
    expect(sensitiveChangeMail(config, { ...notice, confirmedByName: 'Ravi Iyer' }).text).toContain(
      'were changed by Asha Rao and confirmed by Ravi Iyer on 3 May 2026, 14:05 UTC.',
    );
  });

  it('leaves out the author of a change made by the system', () => {
    expect(sensitiveChangeMail(config, { ...notice, byName: null }).text).toContain(
      'on Acme & Co were changed on 3 May 2026, 14:05 UTC.',
    );
  });
});

describe('bank change requested mail', () => {
  it('tells the owner a change waits for a second person, naming fields but no value', () => {
    const mail = bankChangeRequestedMail(config, {
      to: 'partners@talentbridge.example',
      recordName: 'TalentBridge',
      fields: ['Account number', 'IFSC code'],
      byName: 'Asha Rao',
      at: new Date('2026-05-03T14:05:00Z'),
    });
    expect(mail.subject).toBe('Bank details change requested for TalentBridge');
    expect(mail.text).toContain(
      'A change of the bank details of TalentBridge on Acme & Co was requested by Asha Rao on 3 May 2026, 14:05 UTC: Account number, IFSC code.',
    );
    expect(mail.text).toContain(
      'It takes effect only after a second person at Acme & Co confirms it; until then payments go to the current bank details.',
    );
    expect(mail.html).not.toContain('href=');
  });
});
