import { LANGUAGES } from '../../common/constants.ts';
import { STANDARD_CODES } from '../../common/content.ts';
import { SCHOOL_LEVELS, TEACHER_TYPES } from '../../common/directory.ts';
import { standardLabel, standardName } from '../../common/standards.ts';
import { expect, test } from './fixtures.ts';

// Every page that names a standard names it from the one list (common/standards.ts), in every
// language: the directory's level filter, the badges of a school, the standards pages and the fees.
for (const lang of LANGUAGES) {
  test(`standards carry the names of the one list in ${lang}`, async ({ page }) => {
    const options = async () => (await page.locator('select[name="level"] option').allTextContents()).slice(1);
    await page.goto(`/directory/schools?lang=${lang}`);
    expect(await options()).toEqual(SCHOOL_LEVELS.map((code) => standardLabel(code, lang)));
    await page.goto(`/directory/teachers?lang=${lang}`);
    expect(await options()).toEqual(TEACHER_TYPES.map((code) => standardLabel(code, lang)));

    await page.goto(`/schools/lanna-yoga-chiang-mai?lang=${lang}`);
    expect(await page.getByTestId('standard-badge').allTextContents()).toEqual(['RSY', 'CYS', 'YYS'].map((code) => standardLabel(code, lang)));

    await page.goto(`/standards?lang=${lang}`);
    expect(await page.getByTestId('standard-name').allTextContents()).toEqual(STANDARD_CODES.map((code) => standardName(code, lang)));
    for (const code of ['RSY', 'AYS', 'AVS']) {
      await page.goto(`/standards/${code}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${standardName(code, lang)}\\s*[(（]${code}[)）]$`));
      await expect(page.getByRole('link', { name: `${code} · ${standardName(code, lang)}`, exact: true })).toHaveCount(1);
    }

    await page.goto(`/fee-details?lang=${lang}`);
    for (const code of ['RSY', 'CYS']) await expect(page.getByTestId(`fee-${code}`).getByRole('heading')).toHaveText(`${standardName(code, lang)} (${code})`);
  });
}
