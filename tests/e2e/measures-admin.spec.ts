import { expect, test } from './helpers/admin.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { ONE_WIDTH } from './helpers/tags.ts';

/**
 * The admin's control of the outcome measures, on the Clinicians screen: which questionnaires a
 * service asks for before its sessions, and how often. Grief counselling is changed and put back
 * (the other measures test books anxiety counselling, which keeps the default).
 */
test(
  'an admin sets which measures a service asks for, and how often',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/admin/clinicians');
    const section = page.getByRole('region', { name: 'Outcome measures before sessions' });
    const table = section.getByRole('table', {
      name: 'Which questionnaires each service asks for, and how often',
    });
    const service = 'Grief Counselling';
    const often = table.getByRole('combobox', { name: `How often for ${service}` });
    const gad7 = table.getByRole('checkbox', { name: `GAD-7 for ${service}` });
    // The default: both, before every session.
    await expect(often).toHaveValue('1');
    await expect(gad7).toBeChecked();
    await expectNoAxeViolations(page);

    await gad7.uncheck();
    await often.selectOption({ label: 'Before every 2nd session' });
    await table.getByRole('button', { name: `Save ${service}` }).click();
    await expect(section.getByText(`Saved: ${service}.`)).toBeVisible();

    // Kept: read again after a reload.
    await page.reload();
    await expect(often).toHaveValue('2');
    await expect(gad7).not.toBeChecked();
    await expect(table.getByRole('checkbox', { name: `PHQ-9 for ${service}` })).toBeChecked();

    // And back to the default.
    await gad7.check();
    await often.selectOption({ label: 'Before every session' });
    await table.getByRole('button', { name: `Save ${service}` }).click();
    await expect(section.getByText(`Saved: ${service}.`)).toBeVisible();
  },
);
