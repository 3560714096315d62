import {
  EXPERIENCED_TEACHER_HOURS,
  LEAD_TRAINER_HOURS,
  MAIN_TEACHER_HOURS,
  MEMBERSHIP_TYPES,
  MULTIPLE_DOCUMENT_KINDS,
  REQUIRED_SCHOOL_DOCUMENTS,
  REQUIRED_TEACHER_DOCUMENTS,
  SCHOOL_DOCUMENT_KINDS,
  SCHOOL_STEPS,
  type SchoolFormData,
  TEACHER_DOCUMENT_KINDS,
  TEACHER_STEPS,
  type TeacherFormData,
} from '#common/applications.ts';
import { CURRENCIES, type Language } from '#common/constants.ts';
import { TEACHER_LEVELS, TEACHER_TYPES, TRAINING_TYPES, YOGA_STYLES } from '#common/directory.ts';
import { TEACHER_FEE_CODES, teacherFeeCodes } from '#common/fee-codes.ts';
import { SCHOOL_STANDARD_CODES, standardLabel, standardName, standardSummary } from '#common/standards.ts';
import { translate } from '../../lib/i18n.ts';
import { UPLOAD_POLICIES } from '../../lib/uploads/index.ts';
import { unpricedCodes } from '../billing/pricing.ts';
import type { Deps } from '../deps.ts';
import { findCountries } from '../places/places.ts';

// The choices of the application wizards, each with its label in the caller's language: the
// standards from common/standards.ts, styles and training types from the directory's locales,
// countries from the places data, currencies named by Intl.

const MB = 1024 * 1024;

async function shared(deps: Deps, lang: Language, documents: readonly string[], required: readonly string[]) {
  const { results: countries } = await findCountries(deps, { lang, limit: 1000, offset: 0 });
  const currencyNames = new Intl.DisplayNames([lang], { type: 'currency' });
  const policy = UPLOAD_POLICIES.application_document;
  return {
    countries: countries.map((c) => ({ value: c.code2, label: c.name, id: c.id })),
    styles: YOGA_STYLES.map((value) => ({ value, label: translate(lang, `directory:styles_list.${value}`) })),
    membership_types: MEMBERSHIP_TYPES.map((value) => ({
      value,
      label: translate(lang, `content:fees.${value}`),
      description: translate(lang, `content:fees.${value}_explained`),
    })),
    currencies: CURRENCIES.map((value) => ({ value, label: `${value} – ${currencyNames.of(value) ?? value}` })),
    documents: documents.map((value) => ({
      value,
      label: translate(lang, `applications.documents.${value}`),
      required: required.includes(value),
      multiple: MULTIPLE_DOCUMENT_KINDS.includes(value),
    })),
    document_rules: {
      types: [...policy.types],
      max_bytes: policy.maxBytes,
      label: translate(lang, 'applications.document_rules', { max: policy.maxBytes / MB }),
    },
  };
}

export async function getSchoolFormData(deps: Deps, lang: Language): Promise<SchoolFormData> {
  const unpriced = new Set(await unpricedCodes(deps.db, SCHOOL_STANDARD_CODES));
  return {
    steps: SCHOOL_STEPS.map((value) => ({ value, label: translate(lang, `applications.steps.school.${value}`) })),
    levels: SCHOOL_STANDARD_CODES.map((value) => ({
      value,
      label: standardLabel(value, lang),
      name: standardName(value, lang),
      description: standardSummary(value, lang),
      url: `/standards/${value}`,
      available: !unpriced.has(value),
    })),
    training_types: TRAINING_TYPES.map((value) => ({ value, label: translate(lang, `directory:training_list.${value}`) })),
    main_teacher_hours: Object.entries(MAIN_TEACHER_HOURS).map(([level, hours = 0]) => ({
      level,
      hours,
      label: translate(lang, 'applications.main_teacher_hours', { level, hours }),
    })),
    ...(await shared(deps, lang, SCHOOL_DOCUMENT_KINDS, REQUIRED_SCHOOL_DOCUMENTS)),
  };
}

export async function getTeacherFormData(deps: Deps, lang: Language): Promise<TeacherFormData> {
  const unpriced = new Set(await unpricedCodes(deps.db, TEACHER_FEE_CODES));
  return {
    steps: TEACHER_STEPS.map((value) => ({ value, label: translate(lang, `applications.steps.teacher.${value}`) })),
    registration_types: TEACHER_TYPES.map((value) => ({
      value,
      label: standardLabel(value, lang),
      // CYT is listed so the page can say why it cannot be chosen (SPEC §6).
      available: value !== 'CYT',
      note: value === 'CYT' ? translate(lang, 'applications.cyt_note') : '',
    })),
    registration_levels: TEACHER_LEVELS.map((value) => ({
      value,
      label: translate(lang, 'applications.level_hours', { count: Number(value) }),
      available: !teacherFeeCodes('RTY', value).some((code) => unpriced.has(code)),
    })),
    teaching_hours: {
      question: translate(lang, 'applications.teaching_hours_question'),
      help: translate(lang, 'applications.teaching_hours_help', { experienced: EXPERIENCED_TEACHER_HOURS, lead: LEAD_TRAINER_HOURS }),
      experienced: EXPERIENCED_TEACHER_HOURS,
      lead_trainer: LEAD_TRAINER_HOURS,
    },
    review_time: translate(lang, 'applications.review_time'),
    ...(await shared(deps, lang, TEACHER_DOCUMENT_KINDS, REQUIRED_TEACHER_DOCUMENTS)),
  };
}
